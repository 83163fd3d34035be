/**
 * **Cover image**: the picture on the post's card, atop the post and in its share preview
 * (docs/product.md#post-images). Choose one (uploaded at once, checked and cleaned of metadata),
 * replace or remove it, and describe it in **Cover alt text**, which publishing requires.
 */
import { useId } from 'react';
import { parseImageName, siteImageUrl } from '../../lib/images/blog-image.ts';
import { buttonClass } from '../../lib/styles/button-styles.ts';
import ImagePicker, { UploadStatus } from './ImagePicker.tsx';
import PostField, { type PostFieldProps } from './PostField.tsx';
import { BLOG_ADMIN } from './strings.ts';
import { useImageUpload } from './use-image-upload.ts';

const TEXT = BLOG_ADMIN.form;

export interface CoverFieldProps {
  id: string;
  coverImage: string;
  onCoverChange: (name: string) => void;
  alt: Omit<PostFieldProps, 'label'>;
  disabled: boolean;
}

export default function CoverField({ id, coverImage, onCoverChange, alt, disabled }: CoverFieldProps) {
  const { uploading, status, upload } = useImageUpload();
  const statusId = useId();
  const image = parseImageName(coverImage);
  return (
    <fieldset className="grid gap-3" aria-describedby={`${id}-hint ${statusId}`}>
      <legend className="text-sm font-medium text-ink">{TEXT.cover}</legend>
      <p id={`${id}-hint`} className="-mt-2 text-sm text-muted">
        {TEXT.coverHint}
      </p>
      {image && (
        <img
          src={siteImageUrl(image.name)}
          alt=""
          width={image.width}
          height={image.height}
          className="h-auto max-h-48 w-auto max-w-full rounded-lg border border-slate-200"
        />
      )}
      <div className="flex flex-wrap gap-2">
        <ImagePicker
          label={image ? TEXT.replaceCover : TEXT.chooseCover}
          disabled={disabled || uploading}
          onFile={(file) =>
            void upload(file, ({ image: uploaded }) => {
              onCoverChange(uploaded.name);
              return TEXT.coverUploaded;
            })
          }
        />
        {image && (
          <button
            type="button"
            className={buttonClass('ghost', 'sm')}
            disabled={disabled}
            onClick={() => onCoverChange('')}
          >
            {TEXT.removeCover}
          </button>
        )}
      </div>
      <UploadStatus id={statusId} status={status} />
      {image && <PostField {...alt} label={TEXT.coverAlt} hint={TEXT.coverAltHint} />}
    </fieldset>
  );
}
