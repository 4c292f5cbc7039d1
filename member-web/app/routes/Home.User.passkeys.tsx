import { PASSKEY_NAME_MAX, PasskeyMessages, type PasskeyView } from '@app/contracts';
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';

import { failureFrom, requireMember } from '../accounts.server';
import { Field, FormAlert } from '../components/form-fields';
import { IntentButton } from '../components/intent-button';
import { usePasskeyCeremony, usePasskeySupport } from '../components/passkeys';
import { RouteErrorBoundary } from '../components/route-error-boundary';
import { metaT, useT } from '../i18n/i18n';
import { credentialFrom, takePasskeyCeremony } from '../passkeys.server';

export const meta: MetaFunction = ({ matches }) => [
  { title: metaT(matches, 'settings')('passkeyPage.metaTitle') },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const { api } = await requireMember(request);
  const { data: passkeys } = await api.get<PasskeyView[]>('passkeys');
  return { passkeys };
}

type Result = { ok: boolean; message?: string; fieldErrors: Record<string, string> };

/** intent=add: the browser's new passkey (with the JavaScript this needs); intent=remove: a plain form. */
export async function action({ request }: ActionFunctionArgs) {
  const { api } = await requireMember(request);
  const form = await request.formData();
  const headers = new Headers();
  try {
    if (form.get('intent') === 'remove') {
      await api.request('DELETE', `passkeys/${Number(form.get('id')) || 0}`);
      return data<Result>({ ok: true, message: PasskeyMessages.removed, fieldErrors: {} });
    }
    const { ceremony, clear } = await takePasskeyCeremony(request, 'register');
    headers.set('Set-Cookie', clear);
    await api.post('passkeys', {
      ceremony,
      name: String(form.get('name') ?? ''),
      credential: credentialFrom(form),
    });
    return data<Result>({ ok: true, message: PasskeyMessages.registered, fieldErrors: {} }, { headers });
  } catch (error) {
    const failure = failureFrom(error);
    return data<Result>({ ok: false, ...failure }, { status: 422, headers });
  }
}

const dateOf = (iso: string) => new Date(iso).toISOString().slice(0, 10);

/** /Home/User/passkeys: sign in with a fingerprint, face or screen lock instead of a password. */
export default function Passkeys() {
  const { t } = useT('settings');
  const { passkeys } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const supported = usePasskeySupport();
  const { run, busy, error } = usePasskeyCeremony('register');
  const working = busy || navigation.state === 'submitting';

  return (
    <div className="container page settings-page">
      <p>
        <Link to="/Home/User/setting">{t('passkeyPage.back')}</Link>
      </p>
      <h1>{t('passkeyPage.title')}</h1>
      <p>{t('passkeyPage.lead')}</p>
      <FormAlert tone={!error && result?.ok ? 'success' : 'error'}>{error ?? result?.message}</FormAlert>

      <section className="card settings-section" aria-labelledby="passkeys-list">
        <h2 id="passkeys-list">{t('passkeyPage.yours')}</h2>
        {passkeys.length ? (
          <ul className="passkey-list">
            {passkeys.map((passkey) => (
              <li key={passkey.id} className="passkey-list__item">
                <div>
                  <strong>{passkey.name}</strong>
                  <br />
                  <small>
                    {t('passkeyPage.added', { date: dateOf(passkey.created_at) })} ·{' '}
                    {passkey.last_used_at
                      ? t('passkeyPage.lastUsed', { date: dateOf(passkey.last_used_at) })
                      : t('passkeyPage.notUsed')}
                  </small>
                </div>
                <IntentButton
                  intent="remove"
                  id={passkey.id}
                  className="button button--secondary"
                  aria-label={t('passkeyPage.removeLabel', { name: passkey.name })}
                  disabled={working}
                >
                  {t('passkeyPage.remove')}
                </IntentButton>
              </li>
            ))}
          </ul>
        ) : (
          <p>{t('passkeyPage.none')}</p>
        )}
      </section>

      <section className="card settings-section" aria-labelledby="passkeys-add">
        <h2 id="passkeys-add">{t('passkeyPage.add')}</h2>
        {supported ? (
          <form
            className="form"
            onSubmit={(event) => {
              event.preventDefault();
              const name = event.currentTarget.elements.namedItem('name') as HTMLInputElement | null;
              void run({ name: name?.value.trim() ?? '' });
            }}
          >
            <Field
              label={t('passkeyPage.name')}
              name="name"
              required
              maxLength={PASSKEY_NAME_MAX}
              defaultValue={t('passkeyPage.defaultName')}
              error={result && !result.ok ? result.fieldErrors.name : undefined}
            />
            <button type="submit" className="button button--primary" disabled={working}>
              {working ? t('pleaseWait') : t('passkeyPage.add')}
            </button>
          </form>
        ) : (
          <p>{t('passkeyPage.unsupported')}</p>
        )}
      </section>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
