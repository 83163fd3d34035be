/**
 * The desk's reply settings, in a dialog opened from any reply form (docs/product.md#answering-leads):
 * whether new leads get an acknowledgement, and the reply templates (add, edit, delete). Only the
 * lead desk's roles reach a reply form, and the database refuses everyone else the same.
 */
import { useId, useState, type FormEvent } from 'react';
import {
  addTemplate,
  ANSWER_LIMITS,
  deleteTemplate,
  editTemplate,
  fetchAcknowledgements,
  setAcknowledgements,
  type ReplyTemplate,
  type TemplateFields,
} from '../../lib/db/lead-answers.ts';
import { showToast } from '../../lib/ui/toast.ts';
import AdminDialog from '../ui/AdminDialog.tsx';
import FormButtons from '../ui/FormButtons.tsx';
import ReadList from '../ui/ReadList.tsx';
import { rowActionClass } from '../ui/row-action.ts';
import TextInput from '../ui/TextInput.tsx';
import { TEMPLATES_TEXT } from './answer-strings.ts';
import { checkTemplateBody, checkTemplateName } from './reply-body.ts';
import { useRead } from './use-read.ts';
import { useTemplates } from './use-templates.ts';

const failed = (title: string) => showToast({ title, tone: 'error' });

function AcknowledgementSetting() {
  const id = useId();
  const { value: stored } = useRead(fetchAcknowledgements);
  // What the last change stored, which takes the place of what was first read.
  const [changed, setChanged] = useState<boolean | null>(null);
  const enabled = changed ?? stored;
  const [busy, setBusy] = useState(false);

  async function change(next: boolean) {
    setBusy(true);
    const answer = await setAcknowledgements(next).catch(() => null);
    setBusy(false);
    if (answer === null) failed(TEMPLATES_TEXT.acknowledgementsFailed);
    else setChanged(answer);
  }

  return (
    <div className="flex items-start gap-3 rounded-xl border border-slate-200 p-3">
      <input
        id={id}
        type="checkbox"
        className="mt-0.5 size-4 accent-accent"
        checked={enabled ?? false}
        disabled={enabled === null || busy}
        aria-describedby={`${id}-hint`}
        onChange={(event) => void change(event.target.checked)}
      />
      <div className="text-sm">
        <label htmlFor={id} className="font-medium text-ink">
          {TEMPLATES_TEXT.acknowledgements}
        </label>
        <p id={`${id}-hint`} className="text-muted">
          {TEMPLATES_TEXT.acknowledgementsHint}
        </p>
      </div>
    </div>
  );
}

/** Name and text of a template, checked as the database checks them; shared by adding and editing. */
function TemplateForm({
  initial,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initial: TemplateFields;
  submitLabel: string;
  onSubmit: (fields: TemplateFields) => Promise<boolean>;
  onCancel?: () => void;
}) {
  const id = useId();
  const [name, setName] = useState(initial.name);
  const [body, setBody] = useState(initial.body);
  const [problems, setProblems] = useState<{ name?: string; body?: string }>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checkedName = checkTemplateName(name);
    const checkedBody = checkTemplateBody(body);
    setProblems({
      ...(!checkedName.ok && { name: checkedName.message }),
      ...(!checkedBody.ok && { body: checkedBody.message }),
    });
    if (!checkedName.ok || !checkedBody.ok) return;
    setBusy(true);
    const saved = await onSubmit({ name: checkedName.text, body: checkedBody.text });
    setBusy(false);
    if (saved && !onCancel) {
      setName('');
      setBody('');
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-2">
      <TextInput
        id={`${id}-name`}
        label={TEMPLATES_TEXT.name}
        maxLength={ANSWER_LIMITS.templateName}
        value={name}
        problem={problems.name}
        onChange={setName}
      />
      <TextInput
        id={`${id}-body`}
        label={TEMPLATES_TEXT.body}
        rows={5}
        maxLength={ANSWER_LIMITS.templateBody}
        value={body}
        problem={problems.body}
        onChange={setBody}
      />
      <FormButtons submitLabel={submitLabel} busy={busy} onCancel={onCancel} />
    </form>
  );
}

function TemplateItem({ template, onChanged }: { template: ReplyTemplate; onChanged: () => void }) {
  const [editing, setEditing] = useState(false);

  async function save(fields: TemplateFields) {
    const ok = await editTemplate(template.id, fields).catch(() => false);
    if (!ok) failed(TEMPLATES_TEXT.saveFailed);
    else {
      setEditing(false);
      onChanged();
    }
    return ok;
  }

  async function remove() {
    if (!window.confirm(TEMPLATES_TEXT.confirmDelete(template.name))) return;
    if (await deleteTemplate(template.id).catch(() => false)) onChanged();
    else failed(TEMPLATES_TEXT.deleteFailed);
  }

  return (
    <li className="flex flex-col gap-2 border-t border-slate-200 pt-3 first:border-t-0 first:pt-0">
      {editing ? (
        <TemplateForm
          initial={template}
          submitLabel={TEMPLATES_TEXT.save}
          onSubmit={save}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <>
          <h4 className="font-semibold break-words text-ink">{template.name}</h4>
          <p className="line-clamp-3 text-sm break-words whitespace-pre-wrap text-muted">{template.body}</p>
          <div className="flex gap-2">
            <button
              type="button"
              className={rowActionClass('ghost')}
              aria-label={`${TEMPLATES_TEXT.edit}: ${template.name}`}
              onClick={() => setEditing(true)}
            >
              {TEMPLATES_TEXT.edit}
            </button>
            <button
              type="button"
              className={rowActionClass('ghost')}
              aria-label={`${TEMPLATES_TEXT.delete}: ${template.name}`}
              onClick={() => void remove()}
            >
              {TEMPLATES_TEXT.delete}
            </button>
          </div>
        </>
      )}
    </li>
  );
}

export default function ReplySettings({
  onClose,
  returnFocusTo,
}: {
  onClose: () => void;
  returnFocusTo: HTMLElement | null;
}) {
  const newId = useId();
  const { templates, failed: loadFailed, reload } = useTemplates();

  async function add(fields: TemplateFields) {
    const ok = await addTemplate(fields).catch(() => false);
    if (ok) reload();
    else failed(TEMPLATES_TEXT.saveFailed);
    return ok;
  }

  return (
    <AdminDialog
      heading={TEMPLATES_TEXT.heading}
      intro={<p className="mt-2 text-sm text-muted">{TEMPLATES_TEXT.intro}</p>}
      onClose={onClose}
      returnFocusTo={returnFocusTo}
    >
      <AcknowledgementSetting />
      <ReadList
        items={templates}
        failed={loadFailed}
        text={TEMPLATES_TEXT}
        label={TEMPLATES_TEXT.listLabel}
        className="gap-3"
      >
        {(template) => <TemplateItem key={template.id} template={template} onChanged={reload} />}
      </ReadList>
      <section aria-labelledby={newId} className="flex flex-col gap-2 border-t border-slate-200 pt-4">
        <h3 id={newId} className="font-semibold text-ink">
          {TEMPLATES_TEXT.newTemplate}
        </h3>
        <TemplateForm initial={{ name: '', body: '' }} submitLabel={TEMPLATES_TEXT.add} onSubmit={add} />
      </section>
    </AdminDialog>
  );
}
