/**
 * The menu's images: the first is the cover. Uploading several at once is allowed; each is sent
 * on its own, so one refused file (its name and the server's reason shown under the input) does
 * not stop the rest. "Gør til forside" moves an image first without drag and drop.
 */
import type { ChangeEvent } from 'react';
import { talentCopy } from '../../../i18n/talent';
import type { Fields } from './fields';

const t = talentCopy.editor;

/** What /api/uploads/images accepts; it stores each as a resized WebP (cms/domain/talent/images.ts). */
const ACCEPTED = 'image/jpeg,image/png,image/webp,image/avif,image/heic,image/heif';

type Props = {
  images: string[];
  uploading: boolean;
  fields: Fields;
  upload: (event: ChangeEvent<HTMLInputElement>) => void;
  moveImage: (index: number, target: number) => void;
  setImages: (images: string[]) => void;
};

export default function ImagePicker({ images, uploading, fields, upload, moveImage, setImages }: Props) {
  return (
    <fieldset className="panel">
      <legend>
        <h2>{t.images}</h2>
      </legend>
      <p className="muted">{t.imagesLead}</p>
      {images.length > 0 && (
        <ul className="image-grid">
          {images.map((src, index) => (
            <li key={src}>
              <img src={src} alt={t.imageAlt(index + 1)} width={240} height={160} />
              <div className="actions">
                {index > 0 && (
                  <button type="button" className="btn btn-ghost btn-small" onClick={() => moveImage(index, 0)}>
                    {t.makeCover}
                    <span className="visually-hidden"> {t.imageAlt(index + 1)}</span>
                  </button>
                )}
                <button type="button" className="btn btn-ghost btn-small" onClick={() => setImages(images.filter((_, i) => i !== index))}>
                  {t.removeImage}
                  <span className="visually-hidden"> {t.imageAlt(index + 1)}</span>
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <div className="field">
        <label htmlFor={fields.id('images')}>{uploading ? t.uploading : t.upload}</label>
        <input {...fields.props('images')} type="file" multiple accept={ACCEPTED} onChange={upload} disabled={uploading} />
        {fields.error('images')}
      </div>
    </fieldset>
  );
}
