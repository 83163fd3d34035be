/**
 * The create and edit form. It holds the draft, fills the slug from the title for a new post,
 * checks the draft (post-form.ts) and hands clean values to onSave; the tab does the saving.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { buttonClass } from '../../lib/styles/button-styles.ts';
import type { BlogPostValues } from '../../lib/db/blog-posts-admin.ts';
import type { BlogPost } from '../../lib/db/blog-posts.ts';
import { showToast } from '../../lib/ui/toast.ts';
import {
  BLOG_LIMITS,
  draftFromPost,
  EMPTY_DRAFT,
  prepareBlogPost,
  slugAfterTitleChange,
  type DraftField,
} from './post-form.ts';
import PostField from './PostField.tsx';
import { BLOG_ADMIN } from './strings.ts';

const TEXT = BLOG_ADMIN.form;

export interface BlogPostFormProps {
  /** The post being edited, or null for a new one. */
  post: BlogPost | null;
  saving: boolean;
  onSave: (values: BlogPostValues) => void;
  onCancel: () => void;
}

type FieldElement = HTMLInputElement & HTMLTextAreaElement;

export default function BlogPostForm({ post, saving, onSave, onCancel }: BlogPostFormProps) {
  const isNew = post === null;
  const [draft, setDraft] = useState(() => (post ? draftFromPost(post) : EMPTY_DRAFT));
  const [slugEdited, setSlugEdited] = useState(false);
  const [problem, setProblem] = useState<{ field: DraftField; message: string } | null>(null);
  const id = useId();
  const headingId = `${id}-heading`;
  const problemId = `${id}-problem`;
  const refs = {
    title: useRef<FieldElement>(null),
    content: useRef<FieldElement>(null),
    excerpt: useRef<FieldElement>(null),
    slug: useRef<FieldElement>(null),
  };

  // The form replaces the list, so focus moves into it: keyboard and screen-reader users land
  // on the first field rather than at the top of the page.
  useEffect(() => refs.title.current?.focus(), []); // eslint-disable-line react-hooks/exhaustive-deps

  function change(field: DraftField, value: string) {
    setProblem(null);
    setDraft((current) => {
      if (field !== 'title') return { ...current, [field]: value };
      return {
        ...current,
        title: value,
        slug: slugAfterTitleChange(value, { ...current, isNew, slugEdited }),
      };
    });
    // Emptying the slug hands it back to the title.
    if (field === 'slug') setSlugEdited(value !== '');
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    const prepared = prepareBlogPost(draft);
    if (!prepared.ok) {
      const message = BLOG_ADMIN.problems[prepared.problem];
      setProblem({ field: prepared.field, message });
      showToast({ title: message, tone: 'error' });
      refs[prepared.field].current?.focus();
      return;
    }
    onSave(prepared.values);
  }

  const invalid = (field: DraftField) => problem?.field === field;
  const fieldProps = (field: DraftField) => ({
    id: `${id}-${field}`,
    value: draft[field],
    onChange: (value: string) => change(field, value),
    invalid: invalid(field),
    disabled: saving,
    maxLength: BLOG_LIMITS[field],
    inputRef: refs[field],
  });

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby={headingId}
      aria-describedby={problem ? problemId : undefined}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id={headingId} className="text-xl font-bold tracking-tight text-ink">
        {isNew ? TEXT.newHeading : TEXT.editHeading}
      </h2>
      <div className="mt-4 grid gap-4">
        <PostField {...fieldProps('title')} label={TEXT.title} required />
        <PostField {...fieldProps('content')} label={TEXT.content} required rows={12} />
        <PostField {...fieldProps('excerpt')} label={TEXT.excerpt} hint={TEXT.excerptHint} rows={3} />
        <PostField {...fieldProps('slug')} label={TEXT.slug} hint={TEXT.slugHint} />
        <div className="flex items-start gap-3">
          <input
            id={`${id}-published`}
            type="checkbox"
            checked={draft.published}
            disabled={saving}
            onChange={(event) => setDraft((current) => ({ ...current, published: event.target.checked }))}
            aria-describedby={`${id}-published-hint`}
            className="mt-1 size-4 text-accent accent-current"
          />
          <div>
            <label htmlFor={`${id}-published`} className="text-sm font-medium text-ink">
              {TEXT.publish}
            </label>
            <p id={`${id}-published-hint`} className="text-sm text-muted">
              {TEXT.publishHint}
            </p>
          </div>
        </div>
      </div>
      {problem && (
        <p id={problemId} className="mt-4 text-sm font-medium text-red-700">
          {problem.message}
        </p>
      )}
      <div className="mt-6 flex flex-wrap gap-3">
        <button type="submit" className={buttonClass('primary')} disabled={saving} aria-busy={saving}>
          {TEXT.save}
        </button>
        <button type="button" className={buttonClass('ghost')} onClick={onCancel} disabled={saving}>
          {TEXT.cancel}
        </button>
      </div>
    </form>
  );
}
