import type { PostMedia } from '@app/contracts';
import { useEffect, useRef } from 'react';

import { useT } from '../../i18n/i18n';

/**
 * A post's images, full size, in a modal dialog: ← and → (or the buttons) move between them, Escape or
 * Close shuts it and focus returns to the image that opened it (the browser's modal dialog keeps focus
 * inside meanwhile). Only with JavaScript: without it the image link opens the picture itself.
 */
export function ImageViewer({
  medias,
  index,
  title,
  onIndex,
  onClose,
}: {
  medias: PostMedia[];
  index: number;
  title: string | null;
  onIndex: (index: number) => void;
  onClose: () => void;
}) {
  const { t } = useT('social');
  const ref = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const count = medias.length;
  const media = medias[index];

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement as HTMLElement | null;
    if (!dialog.open) dialog.showModal();
    const closed = () => {
      onCloseRef.current();
      opener?.focus();
    };
    dialog.addEventListener('close', closed);
    return () => dialog.removeEventListener('close', closed);
  }, []);

  if (!media) return null;
  const go = (step: number) => onIndex((index + step + count) % count);
  const label = title
    ? t('images.imageOfTitled', { n: index + 1, count, title })
    : t('images.imageOf', { n: index + 1, count });
  return (
    <dialog
      ref={ref}
      className="modal image-viewer"
      aria-label={label}
      onKeyDown={(event) => {
        if (count < 2) return;
        if (event.key === 'ArrowRight') {
          event.preventDefault();
          go(1);
        } else if (event.key === 'ArrowLeft') {
          event.preventDefault();
          go(-1);
        }
      }}
    >
      <div className="modal__head">
        <p className="image-viewer__count" aria-live="polite">
          {index + 1} / {count}
        </p>
        <button type="button" className="button button--ghost" onClick={() => ref.current?.close()}>
          {t('close')}
        </button>
      </div>
      <img src={media.path} width={media.width || undefined} height={media.height || undefined} alt={label} />
      {count > 1 ? (
        <div className="image-viewer__nav">
          <button type="button" className="button button--ghost" onClick={() => go(-1)}>
            {t('images.previous')}
          </button>
          <a href={media.path} target="_blank" rel="noreferrer">
            {t('images.original')}
          </a>
          <button type="button" className="button button--ghost" onClick={() => go(1)}>
            {t('images.next')}
          </button>
        </div>
      ) : (
        <div className="image-viewer__nav">
          <a href={media.path} target="_blank" rel="noreferrer">
            {t('images.original')}
          </a>
        </div>
      )}
    </dialog>
  );
}
