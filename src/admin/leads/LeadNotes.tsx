/**
 * The notes on one lead, under its details (docs/product.md#lead-notes): newest first with author
 * and time, a form to add one, and Edit / Delete on the signed-in admin's own notes.
 */
import { useId, useState, type FormEvent } from 'react';
import { addNote, deleteNote, editNote, type LeadNote, type LeadRef } from '../../lib/db/lead-desk.ts';
import { showToast } from '../../lib/ui/toast.ts';
import FormButtons from '../ui/FormButtons.tsx';
import ReadList from '../ui/ReadList.tsx';
import { rowActionClass } from '../ui/row-action.ts';
import TextInput from '../ui/TextInput.tsx';
import VisitorText from '../ui/VisitorText.tsx';
import { NOTES_TEXT } from './desk-strings.ts';
import { checkNoteBody, NOTE_BODY_MAX } from './note-body.ts';
import { useLeadNotes } from './use-lead-notes.ts';

const failed = (title: string) => showToast({ title, tone: 'error' });

/** A note's text, checked as the database checks it, and its buttons; shared by adding and editing. */
function NoteForm({
  label,
  submitLabel,
  initial,
  onSubmit,
  onCancel,
}: {
  label: string;
  submitLabel: string;
  initial: string;
  onSubmit: (body: string) => Promise<boolean>;
  onCancel?: () => void;
}) {
  const id = useId();
  const [text, setText] = useState(initial);
  const [problem, setProblem] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkNoteBody(text);
    if (!checked.ok) {
      setProblem(checked.message);
      return;
    }
    setProblem(undefined);
    setBusy(true);
    const saved = await onSubmit(checked.body);
    setBusy(false);
    if (saved && !onCancel) setText('');
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-2">
      <TextInput
        id={`${id}-body`}
        label={label}
        rows={2}
        maxLength={NOTE_BODY_MAX}
        value={text}
        problem={problem}
        onChange={setText}
      />
      <FormButtons submitLabel={submitLabel} busy={busy} onCancel={onCancel} />
    </form>
  );
}

function NoteItem({ note, own, onChanged }: { note: LeadNote; own: boolean; onChanged: () => void }) {
  const [editing, setEditing] = useState(false);
  const edited = note.updated_at !== note.created_at;

  async function save(body: string) {
    const ok = await editNote(note.id, body);
    if (!ok) failed(NOTES_TEXT.saveFailed);
    else {
      setEditing(false);
      onChanged();
    }
    return ok;
  }

  async function remove() {
    if (!window.confirm(NOTES_TEXT.confirmDelete)) return;
    if (await deleteNote(note.id)) onChanged();
    else failed(NOTES_TEXT.deleteFailed);
  }

  return (
    <li className="flex flex-col gap-1 border-t border-slate-200 pt-2 first:border-t-0 first:pt-0">
      {editing ? (
        <NoteForm
          label={NOTES_TEXT.editLabel}
          submitLabel={NOTES_TEXT.save}
          initial={note.body}
          onSubmit={save}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <p className="break-words whitespace-pre-wrap text-ink">{note.body}</p>
      )}
      <div className="flex flex-wrap items-center gap-2 text-xs text-muted">
        <p>
          <VisitorText>{NOTES_TEXT.byline(note.author_email, note.created_at, edited)}</VisitorText>
        </p>
        {own && !editing && (
          <>
            <button type="button" className={rowActionClass('ghost')} onClick={() => setEditing(true)}>
              {NOTES_TEXT.edit}
            </button>
            <button type="button" className={rowActionClass('ghost')} onClick={() => void remove()}>
              {NOTES_TEXT.delete}
            </button>
          </>
        )}
      </div>
    </li>
  );
}

export default function LeadNotes({ lead }: { lead: LeadRef }) {
  const headingId = useId();
  const { notes, failed: loadFailed, userId, reload } = useLeadNotes(lead);

  async function add(body: string) {
    const ok = await addNote(lead, body);
    if (ok) reload();
    else failed(NOTES_TEXT.saveFailed);
    return ok;
  }

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h4 id={headingId} className="font-semibold text-ink">
        {NOTES_TEXT.heading}
      </h4>
      <NoteForm label={NOTES_TEXT.newNote} submitLabel={NOTES_TEXT.add} initial="" onSubmit={add} />
      <ReadList items={notes} failed={loadFailed} text={NOTES_TEXT} label={NOTES_TEXT.heading}>
        {(note) => <NoteItem key={note.id} note={note} own={note.author_id === userId} onChanged={reload} />}
      </ReadList>
    </section>
  );
}
