/**
 * A dialog of the admin opened from a control (the site's Dialog): its heading and a line under it,
 * closed by Escape, its close button or a click beside it, focus then back on the control.
 */
import { useId, type ReactNode } from 'react';
import Dialog from '../../components/ui/Dialog.tsx';
import { ACTION_TEXT } from '../strings.ts';

interface Props {
  heading: string;
  /** What the dialog is about, under the heading. */
  intro: ReactNode;
  onClose: () => void;
  returnFocusTo: HTMLElement | null;
  children: ReactNode;
}

export default function AdminDialog({ heading, intro, onClose, returnFocusTo, children }: Props) {
  const headingId = useId();
  return (
    <Dialog
      labelledBy={headingId}
      closeLabel={ACTION_TEXT.close}
      onClose={onClose}
      closeOnBackdrop
      returnFocusTo={returnFocusTo}
    >
      <div className="flex flex-col gap-5">
        <div className="pr-12">
          <h2 id={headingId} className="text-2xl font-bold tracking-tight">
            {heading}
          </h2>
          {intro}
        </div>
        {children}
      </div>
    </Dialog>
  );
}
