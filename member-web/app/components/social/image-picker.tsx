import { SOCIAL_LIMITS } from '@app/contracts';
import { useEffect, useId, useRef, useState } from 'react';

import { useT } from '../../i18n/i18n';
import { FieldError } from '../form-fields';
import { useHydrated } from '../use-hydrated';

/**
 * Several images for a post (`medias`). With JavaScript each chosen image shows as a preview with a
 * Remove button, and choosing again adds to the selection; the file input always holds exactly the
 * previewed files, so the form sends what the member sees. Without JavaScript it is a plain multiple
 * file input. `reserved` counts images the post already has (the edit dialog).
 */
export function ImagePicker({
  label,
  error,
  reserved = 0,
  resetKey,
}: {
  label?: string;
  error?: string;
  reserved?: number;
  /** Changing it empties the selection (after the form was sent). */
  resetKey?: unknown;
}) {
  const { t } = useT('social');
  const hydrated = useHydrated();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [previews, setPreviews] = useState<string[]>([]);
  const room = SOCIAL_LIMITS.maxImagesPerPost - reserved;

  // The previews are object URLs, released when the selection changes.
  useEffect(() => {
    const urls = files.map((file) => URL.createObjectURL(file));
    setPreviews(urls);
    return () => urls.forEach((url) => URL.revokeObjectURL(url));
  }, [files]);

  useEffect(() => {
    setFiles([]);
    if (input.current) input.current.value = '';
  }, [resetKey]);

  const sync = (next: File[]) => {
    const transfer = new DataTransfer();
    next.forEach((file) => transfer.items.add(file));
    if (input.current) input.current.files = transfer.files;
    setFiles(next);
  };

  const tooMany = files.length > room;
  return (
    <div className="field image-picker">
      <label htmlFor={inputId}>{label ?? t('postForm.photos')}</label>
      <input
        ref={input}
        id={inputId}
        type="file"
        name="medias"
        accept="image/*"
        multiple
        aria-invalid={error || tooMany ? true : undefined}
        aria-describedby={`${inputId}-hint`}
        onChange={(event) => {
          if (!hydrated) return;
          sync([...files, ...Array.from(event.currentTarget.files ?? [])]);
        }}
      />
      <p id={`${inputId}-hint`} className="field__hint">
        {t('imagePicker.hint', { count: room, mb: SOCIAL_LIMITS.maxImageBytes / 1024 / 1024 })}
      </p>
      {previews.length ? (
        <ul className="image-picker__previews" aria-label={t('imagePicker.chosen')}>
          {previews.map((url, index) => (
            <li key={url}>
              <img
                src={url}
                alt={t('imagePicker.chosenImage', { n: index + 1, name: files[index]?.name ?? '' })}
              />
              <button
                type="button"
                className="button button--ghost button--small"
                aria-label={t('imagePicker.removeChosen', { n: index + 1 })}
                onClick={() => sync(files.filter((_, i) => i !== index))}
              >
                {t('remove')}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <FieldError error={tooMany ? t('imagePicker.tooMany', { count: room }) : error} />
    </div>
  );
}
