/**
 * The reply form in a lead's details (docs/product.md#answering-leads): a template picker that fills
 * the text for this visitor, the reply itself and Send reply. What was typed stays when sending
 * fails. Edit templates opens the desk's reply settings, where the templates are kept.
 */
import { useId, useState, type FormEvent } from 'react';
import Field from '../../components/ui/Field.tsx';
import { ANSWER_LIMITS, replyToLead, type LeadMail } from '../../lib/db/lead-answers.ts';
import type { LeadRef } from '../../lib/db/lead-desk.ts';
import { fieldClass } from '../../lib/styles/field-styles.ts';
import { showToast } from '../../lib/ui/toast.ts';
import { rowActionClass } from '../ui/row-action.ts';
import TextInput from '../ui/TextInput.tsx';
import { REPLY_TEXT } from './answer-strings.ts';
import { fillTemplate, type LeadRow } from './fill-template.ts';
import { checkReply } from './reply-body.ts';
import ReplySettings from './ReplySettings.tsx';
import { useTemplates } from './use-templates.ts';

interface Props {
  lead: LeadRef;
  row: LeadRow;
  /** The queued reply, once the database holds it. */
  onSent: (mail: LeadMail) => void;
}

export default function ReplyForm({ lead, row, onSent }: Props) {
  const id = useId();
  const { templates, reload } = useTemplates();
  const [templateId, setTemplateId] = useState('');
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  // The button that opened the settings (focus returns to it), while they are open.
  const [settingsOpener, setSettingsOpener] = useState<HTMLElement | null>(null);

  // The text as the last template filled it: anything else in the box was written by hand.
  const [filled, setFilled] = useState('');

  function choose(chosen: string) {
    const template = templates?.find((candidate) => candidate.id === chosen);
    if (template && text.trim() && text !== filled && !window.confirm(REPLY_TEXT.replaceDraft)) return;
    setTemplateId(chosen);
    if (!template) return;
    const body = fillTemplate(template.body, row);
    setText(body);
    setFilled(body);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkReply(text);
    if (!checked.ok) {
      setProblem(checked.message);
      return;
    }
    setProblem(undefined);
    setBusy(true);
    const outcome = await replyToLead(lead, checked.text);
    setBusy(false);
    if (!outcome.ok) {
      showToast({
        title: REPLY_TEXT.failed,
        description: REPLY_TEXT.failures[outcome.failure],
        tone: 'error',
      });
      return;
    }
    setText('');
    setTemplateId('');
    showToast({ title: REPLY_TEXT.queued, description: REPLY_TEXT.queuedDescription, tone: 'success' });
    onSent(outcome.mail);
  }

  return (
    <>
      <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-2">
        <div className="flex flex-wrap items-end gap-2">
          <Field controlId={`${id}-template`} label={REPLY_TEXT.template} className="min-w-0 flex-1 basis-56">
            <select
              id={`${id}-template`}
              className={fieldClass('sm')}
              value={templateId}
              disabled={!templates?.length}
              onChange={(event) => choose(event.target.value)}
            >
              <option value="">{REPLY_TEXT.noTemplate}</option>
              {templates?.map((template) => (
                <option key={template.id} value={template.id}>
                  {template.name}
                </option>
              ))}
            </select>
          </Field>
          <button
            type="button"
            className={rowActionClass('ghost')}
            onClick={(event) => setSettingsOpener(event.currentTarget)}
          >
            {REPLY_TEXT.manageTemplates}
          </button>
        </div>
        <TextInput
          id={`${id}-body`}
          label={REPLY_TEXT.label}
          rows={6}
          required
          maxLength={ANSWER_LIMITS.reply}
          value={text}
          problem={problem}
          onChange={setText}
        />
        <div>
          <button type="submit" className={rowActionClass('primary')} disabled={busy} aria-busy={busy}>
            {REPLY_TEXT.send}
          </button>
        </div>
      </form>
      {settingsOpener && (
        <ReplySettings
          returnFocusTo={settingsOpener}
          onClose={() => {
            setSettingsOpener(null);
            reload();
          }}
        />
      )}
    </>
  );
}
