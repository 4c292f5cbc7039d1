import { Link } from '@remix-run/react';
import { useEffect, useId, useRef, type ReactNode } from 'react';

import { useT } from '../../i18n/i18n';

/**
 * A dialog that works both ways. Opened by a script (`onClose` given): a modal <dialog>, shown with
 * showModal() when it mounts, closed with Escape or its × button. Opened by the server (a page asked for
 * with `?edit=1` and the like, also the only way without JavaScript): an inline open <dialog> whose Close
 * link returns to `closeHref`.
 */
export function Modal({
  title,
  onClose,
  closeHref,
  className = '',
  children,
}: {
  title: string;
  onClose?: () => void;
  closeHref?: string;
  className?: string;
  children: ReactNode;
}) {
  const { t } = useT('social');
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const scripted = Boolean(onClose);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !scripted) return;
    if (!dialog.open) dialog.showModal();
    const closed = () => onCloseRef.current?.();
    dialog.addEventListener('close', closed);
    return () => dialog.removeEventListener('close', closed);
  }, [scripted]);

  return (
    <dialog
      ref={ref}
      className={`modal ${className}`}
      aria-labelledby={titleId}
      open={scripted ? undefined : true}
    >
      <div className="modal__head">
        <h2 id={titleId}>{title}</h2>
        {scripted ? (
          <button
            type="button"
            className="alert__close"
            aria-label={t('close')}
            onClick={() => ref.current?.close()}
          >
            ×
          </button>
        ) : (
          <Link to={closeHref ?? '.'} className="modal__close-link">
            {t('close')}
          </Link>
        )}
      </div>
      {children}
    </dialog>
  );
}

/** Closes the dialog a control sits in (the Cancel buttons of scripted dialogs). */
export function closeEnclosingDialog(element: Element | null) {
  element?.closest('dialog')?.close();
}
