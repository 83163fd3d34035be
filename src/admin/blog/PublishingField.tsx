/**
 * How the blog form saves a post (docs/product.md#scheduled-posts): the checkbox Publish immediately,
 * or Schedule for later with a date and time in the admin's own time zone (which the zone's name
 * beside it makes plain), or neither: a draft. Ticking one box unticks the other.
 */
import type { Ref } from 'react';
import Field from '../../components/ui/Field.tsx';
import FieldMessage from '../../components/ui/FieldMessage.tsx';
import { fieldClass } from '../../lib/styles/field-styles.ts';
import type { Publishing } from './post-form.ts';
import { BLOG_ADMIN } from './strings.ts';

const TEXT = BLOG_ADMIN.form;

/**
 * The two boxes and the choice each stands for when ticked; with neither ticked the post is a draft.
 * The spec's Publish immediately stays the checkbox it names; scheduling is a second box beside it.
 */
const BOXES: { value: Exclude<Publishing, 'draft'>; label: string; hint: string }[] = [
  { value: 'now', label: TEXT.publish, hint: TEXT.publishHint },
  { value: 'schedule', label: TEXT.schedule, hint: TEXT.scheduleHint },
];

export interface PublishingFieldProps {
  id: string;
  publishing: Publishing;
  publishAt: string;
  /** The earliest moment offered, as a datetime-local value in the admin's zone. */
  minPublishAt: string;
  timeZone: string;
  /** Why the form refused the publishing time, shown under it; undefined while it is not refused. */
  problem: string | undefined;
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
  problem,
  disabled,
  onPublishingChange,
  onPublishAtChange,
  publishAtRef,
}: PublishingFieldProps) {
  const publishAtId = `${id}-publish-at`;
  return (
    <fieldset className="grid gap-3">
      <legend className="text-sm font-medium text-ink">{TEXT.publishing}</legend>
      {BOXES.map((box) => {
        const boxId = `${id}-${box.value}`;
        return (
          <div key={box.value} className="flex items-start gap-3">
            <input
              id={boxId}
              type="checkbox"
              checked={publishing === box.value}
              disabled={disabled}
              onChange={(event) => onPublishingChange(event.target.checked ? box.value : 'draft')}
              aria-describedby={`${boxId}-hint`}
              className="mt-1 size-4 text-accent accent-current"
            />
            <div>
              <label htmlFor={boxId} className="text-sm font-medium text-ink">
                {box.label}
              </label>
              <p id={`${boxId}-hint`} className="text-sm text-muted">
                {box.hint}
              </p>
            </div>
          </div>
        );
      })}
      <p className="text-sm text-muted" aria-live="polite">
        {publishing === 'draft' ? TEXT.draftNote : ''}
      </p>
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
              aria-invalid={problem !== undefined}
              aria-describedby={
                problem ? `${publishAtId}-problem ${publishAtId}-hint` : `${publishAtId}-hint`
              }
              onChange={(event) => onPublishAtChange(event.target.value)}
              className={fieldClass('sm')}
            />
            <FieldMessage id={`${publishAtId}-problem`} message={problem} />
            <p id={`${publishAtId}-hint`} className="mt-1 text-sm text-muted">
              {TEXT.publishAtHint(timeZone)}
            </p>
          </Field>
        </div>
      )}
    </fieldset>
  );
}
