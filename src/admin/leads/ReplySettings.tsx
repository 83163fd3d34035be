/**
 * The desk's reply settings, in a dialog opened from any reply form (docs/product.md#answering-leads):
 * whether new leads get an acknowledgement, and the reply templates (add, edit, delete). Only the
 * lead desk's roles reach a reply form, and the database refuses everyone else the same.
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import Dialog from '../../components/ui/Dialog.tsx';
import Field, { problemProps } from '../../components/ui/Field.tsx';
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
import { fieldClass } from '../../lib/styles/field-styles.ts';
import { showToast } from '../../lib/ui/toast.ts';
import { rowActionClass } from '../ui/row-action.ts';
import { TEMPLATES_TEXT } from './answer-strings.ts';
import { checkTemplateBody, checkTemplateName } from './reply-body.ts';
import { useTemplates } from './use-templates.ts';

const failed = (title: string) => showToast({ title, tone: 'error' });

function AcknowledgementSetting() {
  const id = useId();
  const [enabled, setEnabled] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    let current = true;
    void fetchAcknowledgements()
      .catch(() => null)
      .then((value) => {
        if (current) setEnabled(value);
      });
    return () => {
      current = false;
    };
  }, []);

  async function change(next: boolean) {
    setBusy(true);
    const stored = await setAcknowledgements(next).catch(() => null);
    setBusy(false);
    if (stored === null) failed(TEMPLATES_TEXT.acknowledgementsFailed);
    else setEnabled(stored);
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
  const nameProblem = { id: `${id}-name-problem`, message: problems.name };
  const bodyProblem = { id: `${id}-body-problem`, message: problems.body };

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
      <Field controlId={`${id}-name`} label={TEMPLATES_TEXT.name} problem={nameProblem}>
        <input
          id={`${id}-name`}
          maxLength={ANSWER_LIMITS.templateName}
          className={fieldClass('sm')}
          value={name}
          {...problemProps(nameProblem)}
          onChange={(event) => setName(event.target.value)}
        />
      </Field>
      <Field controlId={`${id}-body`} label={TEMPLATES_TEXT.body} problem={bodyProblem}>
        <textarea
          id={`${id}-body`}
          rows={5}
          maxLength={ANSWER_LIMITS.templateBody}
          className={fieldClass('sm')}
          value={body}
          {...problemProps(bodyProblem)}
          onChange={(event) => setBody(event.target.value)}
        />
      </Field>
      <div className="flex gap-2">
        <button type="submit" className={rowActionClass('secondary')} disabled={busy} aria-busy={busy}>
          {submitLabel}
        </button>
        {onCancel && (
          <button type="button" className={rowActionClass('ghost')} onClick={onCancel}>
            {TEMPLATES_TEXT.cancel}
          </button>
        )}
      </div>
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
  const headingId = useId();
  const newId = useId();
  const { templates, failed: loadFailed, reload } = useTemplates();

  async function add(fields: TemplateFields) {
    const ok = await addTemplate(fields).catch(() => false);
    if (ok) reload();
    else failed(TEMPLATES_TEXT.saveFailed);
    return ok;
  }

  return (
    <Dialog
      labelledBy={headingId}
      closeLabel={TEMPLATES_TEXT.close}
      onClose={onClose}
      closeOnBackdrop
      returnFocusTo={returnFocusTo}
    >
      <div className="flex flex-col gap-5">
        <div className="pr-12">
          <h2 id={headingId} className="text-2xl font-bold tracking-tight">
            {TEMPLATES_TEXT.heading}
          </h2>
          <p className="mt-2 text-sm text-muted">{TEMPLATES_TEXT.intro}</p>
        </div>
        <AcknowledgementSetting />
        {templates === null ? (
          <p className="text-muted">{loadFailed ? TEMPLATES_TEXT.fetchFailed : TEMPLATES_TEXT.loading}</p>
        ) : templates.length === 0 ? (
          <p className="text-muted">{TEMPLATES_TEXT.none}</p>
        ) : (
          <ul aria-label={TEMPLATES_TEXT.listLabel} className="flex flex-col gap-3">
            {templates.map((template) => (
              <TemplateItem key={template.id} template={template} onChanged={reload} />
            ))}
          </ul>
        )}
        <section aria-labelledby={newId} className="flex flex-col gap-2 border-t border-slate-200 pt-4">
          <h3 id={newId} className="font-semibold text-ink">
            {TEMPLATES_TEXT.newTemplate}
          </h3>
          <TemplateForm initial={{ name: '', body: '' }} submitLabel={TEMPLATES_TEXT.add} onSubmit={add} />
        </section>
      </div>
    </Dialog>
  );
}
