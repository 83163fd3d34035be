/**
 * How the blog form saves a post (docs/product.md#scheduled-posts): three radio buttons, publish
 * immediately, save as draft or schedule for later, and for the last a date and time in the
 * admin's own time zone, which the zone's name beside it makes plain.
 */
import type { Ref } from 'react';
import Field from '../../components/ui/Field.tsx';
import { fieldClass } from '../../lib/styles/field-styles.ts';
import type { Publishing } from './post-form.ts';
import { BLOG_ADMIN } from './strings.ts';

const TEXT = BLOG_ADMIN.form;

const CHOICES: { value: Publishing; label: string; hint: string }[] = [
  { value: 'now', label: TEXT.publish, hint: TEXT.publishHint },
  { value: 'draft', label: TEXT.draft, hint: TEXT.draftHint },
  { value: 'schedule', label: TEXT.schedule, hint: TEXT.scheduleHint },
];

export interface PublishingFieldProps {
  id: string;
  publishing: Publishing;
  publishAt: string;
  /** The earliest moment offered, as a datetime-local value in the admin's zone. */
  minPublishAt: string;
  timeZone: string;
  invalid: boolean;
  disabled: boolean;
  onPublishingChange: (publishing: Publishing) => void;
  onPublishAtChange: (value: string) => void;
  publishAtRef: Ref<HTMLInputElement>;
}

export default function PublishingField({
  id,
  publishing,
  publishAt,
  minPublishAt,
  timeZone,
  invalid,
  disabled,
  onPublishingChange,
  onPublishAtChange,
  publishAtRef,
}: PublishingFieldProps) {
  const publishAtId = `${id}-publish-at`;
  return (
    <fieldset className="grid gap-3">
      <legend className="text-sm font-medium text-ink">{TEXT.publishing}</legend>
      {CHOICES.map((choice) => {
        const choiceId = `${id}-${choice.value}`;
        return (
          <div key={choice.value} className="flex items-start gap-3">
            <input
              id={choiceId}
              type="radio"
              name={`${id}-publishing`}
              value={choice.value}
              checked={publishing === choice.value}
              disabled={disabled}
              onChange={() => onPublishingChange(choice.value)}
              aria-describedby={`${choiceId}-hint`}
              className="mt-1 size-4 text-accent accent-current"
            />
            <div>
              <label htmlFor={choiceId} className="text-sm font-medium text-ink">
                {choice.label}
              </label>
              <p id={`${choiceId}-hint`} className="text-sm text-muted">
                {choice.hint}
              </p>
            </div>
          </div>
        );
      })}
      {publishing === 'schedule' && (
        <div className="sm:ml-7 sm:max-w-xs">
          <Field controlId={publishAtId} label={TEXT.publishAt}>
            <input
              id={publishAtId}
              ref={publishAtRef}
              type="datetime-local"
              value={publishAt}
              min={minPublishAt}
              disabled={disabled}
              aria-required
              aria-invalid={invalid}
              aria-describedby={`${publishAtId}-hint`}
              onChange={(event) => onPublishAtChange(event.target.value)}
              className={fieldClass('sm')}
            />
            <p id={`${publishAtId}-hint`} className="mt-1 text-sm text-muted">
              {TEXT.publishAtHint(timeZone)}
            </p>
          </Field>
        </div>
      )}
    </fieldset>
  );
}
