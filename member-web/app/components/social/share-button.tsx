import { useState } from 'react';

import { useT } from '../../i18n/i18n';
import { useHydrated } from '../use-hydrated';

/**
 * Share copies the post's link (/posts/{id}; a visitor who is not signed in lands on the public copy).
 * Where the clipboard is refused the link is shown to copy by hand; without JavaScript Share is the link.
 */
export function ShareButton({ postId, className = 'post-action' }: { postId: number; className?: string }) {
  const { t } = useT('social');
  const hydrated = useHydrated();
  const [state, setState] = useState<{ copied: boolean; url: string } | null>(null);
  const path = `/posts/${postId}`;
  if (!hydrated) {
    return (
      <a href={path} className={className}>
        {t('share.share')}
      </a>
    );
  }
  const share = async () => {
    const url = new URL(path, window.location.origin).href;
    try {
      await navigator.clipboard.writeText(url);
      setState({ copied: true, url });
    } catch {
      setState({ copied: false, url });
    }
  };
  return (
    <span className="share">
      <button type="button" className={className} onClick={share}>
        {t('share.share')}
      </button>
      <span role="status" className="share__status">
        {state?.copied ? t('share.copied') : null}
        {state && !state.copied ? (
          <input
            className="share__url"
            readOnly
            aria-label={t('share.link')}
            value={state.url}
            onFocus={(event) => event.currentTarget.select()}
          />
        ) : null}
      </span>
    </span>
  );
}
