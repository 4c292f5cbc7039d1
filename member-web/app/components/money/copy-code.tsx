import { useState } from 'react';

import { useT } from '../../i18n/i18n';
import { useHydrated } from '../use-hydrated';

/** A promo code the member can copy with one click ('Copied {code}', as the seeds' toast said). */
export function CopyableCode({ code }: { code: string }) {
  const { t } = useT('common');
  const hydrated = useHydrated();
  const [notice, setNotice] = useState('');
  const copy = () =>
    navigator.clipboard.writeText(code).then(
      () => setNotice(t('copyCode.copied', { code })),
      () => setNotice(t('copyCode.failed')),
    );
  return (
    <>
      <code className="promo-code">{code}</code>
      {hydrated ? (
        <>
          {' '}
          <button
            type="button"
            className="button button--ghost button--small"
            onClick={copy}
            aria-label={t('copyCode.copyLabel', { code })}
          >
            {t('copyCode.copy')}
          </button>
          <span role="status" className="field__hint">
            {' '}
            {notice}
          </span>
        </>
      ) : null}
    </>
  );
}
