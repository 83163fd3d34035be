/**
 * Opening the shared contact dialog. Static call-to-action buttons carry `data-contact-trigger`
 * and are caught by one document-level listener, so they need no JavaScript of their own; islands
 * call openContactDialog(). The element that opened the dialog gets focus back when it closes.
 */
import { atom } from 'nanostores';

export const CONTACT_TRIGGER_SELECTOR = '[data-contact-trigger]';

/** The element to return focus to while the dialog is open; null while closed. */
export const $contactOpener = atom<HTMLElement | null>(null);

export function openContactDialog(
  opener: HTMLElement | null = document.activeElement as HTMLElement | null,
): void {
  $contactOpener.set(opener ?? document.body);
}

export function closeContactDialog(): void {
  const opener = $contactOpener.get();
  $contactOpener.set(null);
  opener?.focus();
}

/** Installs the listener once per page; returns how to remove it. */
export function listenForContactTriggers(): () => void {
  const onClick = (event: MouseEvent) => {
    const trigger = (event.target as Element | null)?.closest<HTMLElement>(CONTACT_TRIGGER_SELECTOR);
    if (!trigger) return;
    event.preventDefault();
    openContactDialog(trigger);
  };
  document.addEventListener('click', onClick);
  return () => document.removeEventListener('click', onClick);
}
