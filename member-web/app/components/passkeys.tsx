import { browserSupportsWebAuthn, startAuthentication, startRegistration } from '@simplewebauthn/browser';
import { useSubmit } from '@remix-run/react';
import { useEffect, useState } from 'react';

import { useT } from '../i18n/i18n';

/** True once scripts run in a browser that can make and use passkeys (WebAuthn needs both). */
export function usePasskeySupport() {
  const [supported, setSupported] = useState(false);
  useEffect(() => setSupported(browserSupportsWebAuthn()), []);
  return supported;
}

type Purpose = 'login' | 'register';

/**
 * Runs one ceremony: the options from /resources/passkey-options, the browser's dialog, then the page's
 * own form action with the answer as `credential` (JSON) plus `fields`. Answers an error text for the
 * page, or null once the answer is posted.
 */
export function usePasskeyCeremony(purpose: Purpose) {
  const { t } = useT('auth');
  const submit = useSubmit();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function run(fields: Record<string, string> = {}) {
    setBusy(true);
    setError(null);
    try {
      const body = new FormData();
      body.set('intent', purpose);
      const res = await fetch('/resources/passkey-options', { method: 'POST', body });
      const answer = (await res.json()) as { options: unknown; message?: string };
      if (!res.ok || !answer.options) throw new Error(answer.message || t('passkey.unavailable'));
      const credential =
        purpose === 'login'
          ? await startAuthentication({ optionsJSON: answer.options as never })
          : await startRegistration({ optionsJSON: answer.options as never });
      submit(
        {
          ...fields,
          intent: purpose === 'login' ? 'passkey' : 'add',
          credential: JSON.stringify(credential),
        },
        { method: 'post' },
      );
    } catch (failure) {
      // NotAllowedError: the person closed the dialog or no passkey matched.
      const name = failure instanceof Error ? failure.name : '';
      setError(
        name === 'NotAllowedError' || name === 'AbortError'
          ? t('passkey.cancelled')
          : failure instanceof Error && failure.message
            ? failure.message
            : t('passkey.failed'),
      );
    } finally {
      setBusy(false);
    }
  }

  return { run, busy, error };
}

/** The login page's "Sign in with a passkey": shown only where the browser can use one. */
export function PasskeySignIn({ remember }: { remember: () => boolean }) {
  const { t } = useT('auth');
  const supported = usePasskeySupport();
  const { run, busy, error } = usePasskeyCeremony('login');
  if (!supported) return null;
  return (
    <div className="passkey-sign-in">
      <p className="passkey-sign-in__or">{t('passkey.or')}</p>
      <button
        type="button"
        className="button button--secondary"
        disabled={busy}
        onClick={() => run({ remember_me: remember() ? '1' : '0' })}
      >
        {busy ? t('pleaseWait') : t('passkey.signIn')}
      </button>
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
