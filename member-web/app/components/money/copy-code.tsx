import { useState } from 'react';

import { useHydrated } from '../use-hydrated';

/** A promo code the member can copy with one click ('Copied {code}', as the seeds' toast said). */
export function CopyableCode({ code }: { code: string }) {
  const hydrated = useHydrated();
  const [notice, setNotice] = useState('');
  const copy = () =>
    navigator.clipboard.writeText(code).then(
      () => setNotice(`Copied ${code}`),
      () => setNotice('Something went Wrong'),
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
            aria-label={`Copy ${code}`}
          >
            Copy
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
