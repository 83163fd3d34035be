/**
 * Opening the shared contact dialog. Call-to-action buttons carry `data-contact-trigger` and need
 * no JavaScript of their own: the Marketing layout's inline script (ContactTriggers.astro) catches
 * their clicks from the first paint and hands each opening to the dialog island.
 *
 * The island hydrates on CONTACT_DIALOG_NEEDED_EVENT (the `client:event` directive): when a pointer
 * or the keyboard first reaches a trigger, so its code is usually there by the click, or at the
 * click itself. Once mounted it says CONTACT_DIALOG_READY_EVENT; a click that came before is then
 * handed over, so none is lost. Each opening is CONTACT_DIALOG_OPEN_EVENT, its detail the element
 * that opened it, which gets focus back when the dialog closes.
 */

export const CONTACT_TRIGGER_ATTRIBUTE = 'data-contact-trigger';
export const CONTACT_DIALOG_NEEDED_EVENT = 'contact-dialog:needed';
export const CONTACT_DIALOG_READY_EVENT = 'contact-dialog:ready';
export const CONTACT_DIALOG_OPEN_EVENT = 'contact-dialog:open';

/**
 * For the dialog island once mounted: calls `onOpen` with the opener of each opening, starting
 * with one clicked before it mounted. Returns how to stop listening.
 */
export function listenForContactOpenings(onOpen: (opener: HTMLElement) => void): () => void {
  const handleOpen = (event: Event) => {
    const { detail } = event as CustomEvent<unknown>;
    onOpen(detail instanceof HTMLElement ? detail : document.body);
  };
  window.addEventListener(CONTACT_DIALOG_OPEN_EVENT, handleOpen);
  window.dispatchEvent(new Event(CONTACT_DIALOG_READY_EVENT));
  return () => window.removeEventListener(CONTACT_DIALOG_OPEN_EVENT, handleOpen);
}
