/**
 * The create and edit form. It holds the draft, fills the slug from the title for a new post,
 * checks the draft (post-form.ts) and hands clean values to onSave; the tab does the saving.
 * Preview shows the draft as its public page will (PostPreview.tsx) and comes back to the form
 * with everything typed still there.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { buttonClass } from '../../lib/styles/button-styles.ts';
import type { BlogPostValues } from '../../lib/db/blog-posts-admin.ts';
import type { BlogPost, Post, PostFormat } from '../../lib/db/blog-posts.ts';
import { TAG_LIMITS } from '../../lib/blog/tags.ts';
import { showToast } from '../../lib/ui/toast.ts';
import {
  BLOG_LIMITS,
  COVER_ALT_MAX,
  draftFromPost,
  EMPTY_DRAFT,
  prepareBlogPost,
  preparePostText,
  slugAfterTitleChange,
  type DraftField,
  type DraftProblem,
  type Publishing,
} from './post-form.ts';
import ContentField from './ContentField.tsx';
import CoverField from './CoverField.tsx';
import PostField from './PostField.tsx';
import PostPreview from './PostPreview.tsx';
import PublishingField from './PublishingField.tsx';
import { adminTimeZone, toZonedInputValue } from './schedule-time.ts';
import { BLOG_ADMIN } from './strings.ts';
import { POST_SAVE } from './posts-api.ts';

const TEXT = BLOG_ADMIN.form;

export interface BlogPostFormProps {
  /** The post being edited, or null for a new one. */
  post: BlogPost | null;
  saving: boolean;
  onSave: (values: BlogPostValues) => void;
  onCancel: () => void;
}

type FieldElement = HTMLInputElement & HTMLTextAreaElement;
type TextField = Exclude<DraftField, 'publishAt'>;

/** Room for the most tags at their longest, with the commas and spaces between them. */
const TAGS_MAX_LENGTH = TAG_LIMITS.count * (TAG_LIMITS.length + 2);
const MAX_LENGTH: Record<TextField, number> = {
  ...BLOG_LIMITS,
  tags: TAGS_MAX_LENGTH,
  coverAlt: COVER_ALT_MAX,
};

export default function BlogPostForm({ post, saving, onSave, onCancel }: BlogPostFormProps) {
  const isNew = post === null;
  const [timeZone] = useState(adminTimeZone);
  const [draft, setDraft] = useState(() => (post ? draftFromPost(post, new Date(), timeZone) : EMPTY_DRAFT));
  const [slugEdited, setSlugEdited] = useState(false);
  const [problem, setProblem] = useState<{ field: DraftField; message: string } | null>(null);
  const [preview, setPreview] = useState<Post | null>(null);
  const id = useId();
  const headingId = `${id}-heading`;
  const refs = {
    title: useRef<FieldElement>(null),
    content: useRef<FieldElement>(null),
    excerpt: useRef<FieldElement>(null),
    slug: useRef<FieldElement>(null),
    tags: useRef<FieldElement>(null),
    coverAlt: useRef<FieldElement>(null),
  };
  const publishAtRef = useRef<HTMLInputElement>(null);
  const previewButtonRef = useRef<HTMLButtonElement>(null);
  const focusPreviewButtonNext = useRef(false);

  // The form replaces the list, so focus moves into it: keyboard and screen-reader users land
  // on the first field rather than at the top of the page.
  useEffect(() => refs.title.current?.focus(), []); // eslint-disable-line react-hooks/exhaustive-deps

  // Back from the preview, focus returns to the button that opened it.
  useEffect(() => {
    if (preview === null && focusPreviewButtonNext.current) {
      focusPreviewButtonNext.current = false;
      previewButtonRef.current?.focus();
    }
  });

  function change(field: TextField, value: string) {
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

  function changeFormat(format: PostFormat) {
    setProblem(null);
    setDraft((current) => ({ ...current, format }));
  }

  function changeCover(coverImage: string) {
    setProblem(null);
    setDraft((current) => ({ ...current, coverImage, ...(coverImage === '' && { coverAlt: '' }) }));
  }

  function changePublishing(fields: { publishing: Publishing } | { publishAt: string }) {
    setProblem(null);
    setDraft((current) => ({ ...current, ...fields }));
  }

  function refuse(refusal: { problem: DraftProblem; field: DraftField; image?: number }) {
    const words = BLOG_ADMIN.problems[refusal.problem];
    const message = typeof words === 'function' ? words(refusal.image ?? 1) : words;
    setProblem({ field: refusal.field, message });
    showToast({ title: message, tone: 'error', about: POST_SAVE });
    (refusal.field === 'publishAt' ? publishAtRef : refs[refusal.field]).current?.focus();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    const prepared = prepareBlogPost(draft, { now: new Date(), timeZone, stored: post });
    if (!prepared.ok) return refuse(prepared);
    onSave(prepared.values);
  }

  function openPreview() {
    const prepared = preparePostText(draft);
    if (!prepared.ok) return refuse(prepared);
    // A new post gets its date when it is saved; until then the preview shows today's.
    setPreview({ ...prepared.text, created_at: post?.created_at ?? new Date().toISOString() });
  }

  const problemOf = (field: DraftField) => (problem?.field === field ? problem.message : undefined);
  const fieldProps = (field: TextField) => ({
    id: `${id}-${field}`,
    value: draft[field],
    onChange: (value: string) => change(field, value),
    problem: problemOf(field),
    disabled: saving,
    maxLength: MAX_LENGTH[field],
    inputRef: refs[field],
  });

  if (preview) {
    return (
      <PostPreview
        post={preview}
        onClose={() => {
          focusPreviewButtonNext.current = true;
          setPreview(null);
        }}
      />
    );
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id={headingId} className="text-xl font-bold tracking-tight text-ink">
        {isNew ? TEXT.newHeading : TEXT.editHeading}
      </h2>
      <div className="mt-4 grid gap-4">
        <PostField {...fieldProps('title')} label={TEXT.title} required />
        <ContentField
          {...fieldProps('content')}
          required
          rows={12}
          format={draft.format}
          onFormatChange={changeFormat}
        />
        <PostField {...fieldProps('excerpt')} label={TEXT.excerpt} hint={TEXT.excerptHint} rows={3} />
        <PostField {...fieldProps('slug')} label={TEXT.slug} hint={TEXT.slugHint} />
        <PostField {...fieldProps('tags')} label={TEXT.tags} hint={TEXT.tagsHint} />
        <CoverField
          id={`${id}-cover`}
          coverImage={draft.coverImage}
          onCoverChange={changeCover}
          alt={fieldProps('coverAlt')}
          disabled={saving}
        />
        <PublishingField
          id={`${id}-publishing`}
          publishing={draft.publishing}
          publishAt={draft.publishAt}
          minPublishAt={toZonedInputValue(new Date(), timeZone)}
          timeZone={timeZone}
          problem={problemOf('publishAt')}
          disabled={saving}
          onPublishingChange={(publishing) => changePublishing({ publishing })}
          onPublishAtChange={(publishAt) => changePublishing({ publishAt })}
          publishAtRef={publishAtRef}
        />
      </div>
      <div className="mt-6 flex flex-wrap gap-3">
        <button type="submit" className={buttonClass('primary')} disabled={saving} aria-busy={saving}>
          {TEXT.save}
        </button>
        <button
          type="button"
          ref={previewButtonRef}
          className={buttonClass('secondary')}
          onClick={openPreview}
          disabled={saving}
        >
          {TEXT.preview}
        </button>
        <button type="button" className={buttonClass('ghost')} onClick={onCancel} disabled={saving}>
          {TEXT.cancel}
        </button>
      </div>
    </form>
  );
}
