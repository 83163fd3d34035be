/**
 * The post's text: **Format** (plain text or Markdown), then **Content**, a labelled text area as
 * always. For Markdown, a toolbar above it puts the common marks in (markdown-marks.ts) and a live
 * preview under it shows the result with the public page's styles, in the admin's display mode.
 */
import { useDeferredValue, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import type { PostFormat } from '../../lib/db/blog-posts.ts';
import { buttonClass } from '../../lib/styles/button-styles.ts';
import { fieldClass } from '../../lib/styles/field-styles.ts';
import Field from '../../components/ui/Field.tsx';
import { applyMark, insertImage, MARK_NAMES, type Edit } from './markdown-marks.ts';
import ImagePicker, { UploadStatus } from './ImagePicker.tsx';
import { useImageUpload } from './use-image-upload.ts';
import PostField, { type PostFieldProps } from './PostField.tsx';
import { BLOG_ADMIN } from './strings.ts';
import { useMarkdown } from './use-markdown.ts';

const TEXT = BLOG_ADMIN.form;

export interface ContentFieldProps extends Omit<PostFieldProps, 'label' | 'inputRef'> {
  format: PostFormat;
  onFormatChange: (format: PostFormat) => void;
  inputRef: RefObject<(HTMLInputElement & HTMLTextAreaElement) | null>;
}

export default function ContentField({ format, onFormatChange, ...content }: ContentFieldProps) {
  const markdown = format === 'markdown';
  const render = useMarkdown(markdown);
  const shown = useDeferredValue(content.value);
  const { uploading, status, upload } = useImageUpload();

  function edit(change: (current: Edit) => Edit) {
    const area = content.inputRef.current;
    if (!area) return;
    const edit = change({
      text: area.value,
      selectionStart: area.selectionStart,
      selectionEnd: area.selectionEnd,
    });
    // React writes the new value at once, so the selection goes where the mark put it before the
    // next key press can land anywhere else.
    flushSync(() => content.onChange(edit.text));
    area.focus();
    area.setSelectionRange(edit.selectionStart, edit.selectionEnd);
  }

  function addImage(file: File) {
    if (uploading) return;
    void upload(file, ({ url }) => {
      edit((current) => insertImage(url, current));
      return TEXT.uploaded;
    });
  }

  return (
    <>
      <Field controlId={`${content.id}-format`} label={TEXT.format}>
        <select
          id={`${content.id}-format`}
          value={format}
          disabled={content.disabled}
          aria-describedby={`${content.id}-format-hint`}
          onChange={(event) => onFormatChange(event.target.value as PostFormat)}
          className={fieldClass('sm')}
        >
          <option value="plain">{TEXT.formats.plain}</option>
          <option value="markdown">{TEXT.formats.markdown}</option>
        </select>
        <p id={`${content.id}-format-hint`} className="mt-1 text-sm text-muted">
          {TEXT.formatHint[format]}
        </p>
      </Field>
      <div>
        {markdown && (
          <div
            role="toolbar"
            aria-label={TEXT.toolbar}
            aria-controls={content.id}
            className="mb-2 flex flex-wrap gap-1"
          >
            {MARK_NAMES.map((name) => (
              <button
                key={name}
                type="button"
                disabled={content.disabled}
                className={buttonClass('secondary', 'sm')}
                onClick={() => edit((current) => applyMark(name, current))}
              >
                {TEXT.marks[name]}
              </button>
            ))}
            <ImagePicker
              label={TEXT.image}
              describedBy={`${content.id}-image-hint`}
              disabled={content.disabled || uploading}
              onFile={addImage}
            />
          </div>
        )}
        <PostField
          {...content}
          label={TEXT.content}
          {...(markdown && {
            onFileDrop: (file: File) => addImage(file),
          })}
        />
        {markdown && (
          <>
            <p id={`${content.id}-image-hint`} className="mt-1 text-sm text-muted">
              {TEXT.imageHint}
            </p>
            <UploadStatus status={status} className="mt-1" />
          </>
        )}
      </div>
      {markdown && (
        <section aria-label={TEXT.livePreview} className="rounded-xl border border-slate-200 bg-white p-4">
          <h3 className="text-sm font-semibold text-muted">{TEXT.livePreview}</h3>
          {render ? (
            <div
              className="post-body mt-2 text-base leading-7 break-words text-ink"
              dangerouslySetInnerHTML={{ __html: render(shown) }}
            />
          ) : (
            <p className="mt-2 text-sm text-muted">{TEXT.livePreviewLoading}</p>
          )}
        </section>
      )}
    </>
  );
}
