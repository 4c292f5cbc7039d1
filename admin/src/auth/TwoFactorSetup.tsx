import type { StaffTwoFactorEnabled, StaffTwoFactorSetup, StaffTwoFactorStatus } from '@app/contracts';
import { Alert, Box, Button, Card, CardContent, TextField, Typography } from '@mui/material';
import { type FormEvent, useEffect, useState } from 'react';
import { fetchUtils, Logout, Title, useNotify, useTranslate } from 'react-admin';
import { ADMIN_API, bearer } from '../providers/adminApi';
import { startSession } from '../providers/authProvider';
import { session } from '../providers/session';
import { PasskeysPanel } from './Passkeys';

const call = async <T,>(path: string, body?: object): Promise<T> => {
  const { json } = await fetchUtils.fetchJson(`${ADMIN_API}/auth/${path}`, {
    method: body ? 'POST' : 'GET',
    headers: new Headers({ Accept: 'application/json', ...bearer(session.token() ?? '') }),
    ...(body && { body: JSON.stringify(body) }),
  });
  return json as T;
};

/**
 * Turning two-factor sign-in on: scan the QR code (or type the secret) into an authenticator app, confirm
 * with a first code, then keep the recovery codes, which are shown this once.
 */
export function TwoFactorSetupPanel({ onDone }: { onDone: () => void }) {
  const notify = useNotify();
  const translate = useTranslate();
  const [setup, setSetup] = useState<StaffTwoFactorSetup | null>(null);
  const [recovery, setRecovery] = useState<string[] | null>(null);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    call<StaffTwoFactorSetup>('two-factor/setup', {}).then(setSetup, (error: Error) =>
      notify(error.message, { type: 'error' }),
    );
  }, [notify]);

  const confirm = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '').trim();
    setPending(true);
    try {
      const done = await call<StaffTwoFactorEnabled>('two-factor/confirm', { code });
      startSession(done.session);
      setRecovery(done.recovery_codes);
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setPending(false);
    }
  };

  if (recovery)
    return (
      <Box>
        <Alert severity="success" sx={{ mb: 2 }}>
          {translate('app.auth.two_factor.on')}
        </Alert>
        <Typography sx={{ mb: 1 }}>{translate('app.auth.two_factor.keep_codes')}</Typography>
        <Box
          component="ul"
          aria-label={translate('app.auth.two_factor.recovery_codes')}
          sx={{ fontFamily: 'monospace', fontSize: 16 }}
        >
          {recovery.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </Box>
        <Button variant="contained" onClick={onDone}>
          {translate('app.auth.two_factor.saved_codes')}
        </Button>
      </Box>
    );

  if (!setup) return <Typography>{translate('app.auth.two_factor.preparing')}</Typography>;
  return (
    <Box component="form" onSubmit={confirm}>
      <Typography sx={{ mb: 1 }}>{translate('app.auth.two_factor.scan')}</Typography>
      <img src={setup.qr_code} alt={translate('app.auth.two_factor.qr_alt')} width={200} height={200} />
      <Typography variant="body2" sx={{ my: 1 }}>
        {translate('app.auth.two_factor.type_key')} <code data-testid="totp-secret">{setup.secret}</code>
      </Typography>
      <TextField
        name="code"
        label={translate('app.auth.two_factor.code')}
        autoComplete="one-time-code"
        required
        margin="dense"
      />
      <Box sx={{ mt: 1 }}>
        <Button type="submit" variant="contained" disabled={pending}>
          {translate('app.auth.two_factor.turn_on')}
        </Button>
      </Box>
    </Box>
  );
}

/** What a staff member whose role requires two-factor sign-in sees, instead of any screen, until enrolled. */
export const EnrolFirst = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
      <Card sx={{ maxWidth: 560 }}>
        <CardContent>
          <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
            {translate('app.auth.two_factor.set_up')}
          </Typography>
          <Typography sx={{ mb: 2 }}>{translate('app.auth.two_factor.required')}</Typography>
          {/* The full session is saved: the console starts again on its dashboard with every screen. */}
          <TwoFactorSetupPanel
            onDone={() => {
              window.location.hash = '#/';
              window.location.reload();
            }}
          />
          <Box sx={{ mt: 2 }}>
            <Logout />
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
};

/** The signed-in staff member's own two-factor page (user menu): status, and set-up where it is off. */
export const TwoFactorPage = () => {
  const [status, setStatus] = useState<StaffTwoFactorStatus | null>(null);
  const [settingUp, setSettingUp] = useState(false);
  const translate = useTranslate();
  const load = () => void call<StaffTwoFactorStatus>('two-factor').then(setStatus, () => setStatus(null));
  useEffect(load, []);
  return (
    <Card sx={{ mt: 2, maxWidth: 640 }}>
      <Title title={translate('app.auth.two_factor.title')} />
      <CardContent>
        {!status ? null : settingUp ? (
          <TwoFactorSetupPanel
            onDone={() => {
              setSettingUp(false);
              load();
            }}
          />
        ) : status.enabled ? (
          <>
            <Typography>
              {translate('app.auth.two_factor.status_on', { left: status.recovery_codes_left })}
            </Typography>
            <PasskeysPanel />
          </>
        ) : (
          <>
            <Typography sx={{ mb: 2 }}>
              {translate(status.required ? 'app.auth.two_factor.off_required' : 'app.auth.two_factor.off')}
            </Typography>
            <Button variant="contained" onClick={() => setSettingUp(true)}>
              {translate('app.auth.two_factor.set_up')}
            </Button>
          </>
        )}
      </CardContent>
    </Card>
  );
};
