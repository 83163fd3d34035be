/**
 * Opening the shared contact dialog. Static call-to-action buttons carry `data-contact-trigger`
 * and are caught by one document-level listener, so they need no JavaScript of their own; islands
 * call openContactDialog(). The element that opened the dialog gets focus back when it closes.
 *
 * The dialog island hydrates on CONTACT_DIALOG_NEEDED_EVENT (the `client:event` directive): on the
 * first opening, or earlier when a pointer or the keyboard reaches a trigger, so its code is
 * usually there by the click. A click before it has arrived is kept in the store and the dialog
 * opens as soon as it mounts.
 */
import { atom } from 'nanostores';

export const CONTACT_TRIGGER_SELECTOR = '[data-contact-trigger]';
export const CONTACT_DIALOG_NEEDED_EVENT = 'contact-dialog:needed';

/** The element to return focus to while the dialog is open; null while closed. */
export const $contactOpener = atom<HTMLElement | null>(null);

function announceNeed(): void {
  window.dispatchEvent(new Event(CONTACT_DIALOG_NEEDED_EVENT));
}

export function openContactDialog(
  opener: HTMLElement | null = document.activeElement as HTMLElement | null,
): void {
  $contactOpener.set(opener ?? document.body);
  announceNeed();
}

export function closeContactDialog(): void {
  const opener = $contactOpener.get();
  $contactOpener.set(null);
  opener?.focus();
}

const triggerOf = (event: Event) =>
  (event.target as Element | null)?.closest<HTMLElement>(CONTACT_TRIGGER_SELECTOR) ?? null;

/** Installs the listeners once per page; returns how to remove them. */
export function listenForContactTriggers(): () => void {
  const onClick = (event: MouseEvent) => {
    const trigger = triggerOf(event);
    if (!trigger) return;
    event.preventDefault();
    openContactDialog(trigger);
  };
  const onApproach = (event: Event) => {
    if (triggerOf(event)) announceNeed();
  };
  document.addEventListener('click', onClick);
  document.addEventListener('pointerover', onApproach);
  document.addEventListener('focusin', onApproach);
  return () => {
    document.removeEventListener('click', onClick);
    document.removeEventListener('pointerover', onApproach);
    document.removeEventListener('focusin', onApproach);
  };
}
