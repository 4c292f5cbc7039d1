import { Alert, Box, Button, Card, CardContent, TextField, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { fetchUtils, useTranslate } from 'react-admin';
import { ADMIN_API } from '../providers/adminApi';

/**
 * The page of the invitation link (reachable without signing in): the new staff member chooses a password.
 * The link works once and expires; the API says so when it no longer works.
 */
export const AcceptInvite = () => {
  // The console routes in the hash: #/accept-invite?token=…
  const token = new URLSearchParams(window.location.hash.split('?')[1] ?? '').get('token') ?? '';
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const translate = useTranslate();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = String(form.get('password') ?? '');
    if (password !== String(form.get('repeat') ?? '')) return setError(translate('app.auth.invite.differ'));
    setPending(true);
    setError(null);
    try {
      const { json } = await fetchUtils.fetchJson(`${ADMIN_API}/auth/accept-invite`, {
        method: 'POST',
        body: JSON.stringify({ token, password }),
      });
      setDone((json as { email: string }).email);
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setPending(false);
    }
  };

  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
      <Card sx={{ maxWidth: 480, width: '100%' }}>
        <CardContent>
          <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
            {translate('app.auth.invite.title')}
          </Typography>
          {done ? (
            <>
              <Alert severity="success" sx={{ mb: 2 }}>
                {translate('app.auth.invite.done', { email: done })}
              </Alert>
              <Button variant="contained" href="#/login">
                {translate('app.auth.invite.go_sign_in')}
              </Button>
            </>
          ) : (
            <Box component="form" onSubmit={submit}>
              {error ? (
                <Alert severity="error" sx={{ mb: 2 }}>
                  {error}
                </Alert>
              ) : null}
              <TextField
                name="password"
                label={translate('app.auth.invite.password')}
                type="password"
                autoComplete="new-password"
                helperText={translate('app.auth.invite.password_help')}
                required
                fullWidth
                margin="dense"
              />
              <TextField
                name="repeat"
                label={translate('app.auth.invite.repeat')}
                type="password"
                autoComplete="new-password"
                required
                fullWidth
                margin="dense"
              />
              <Button type="submit" variant="contained" sx={{ mt: 2 }} disabled={pending || !token}>
                {translate('app.auth.invite.submit')}
              </Button>
            </Box>
          )}
        </CardContent>
      </Card>
    </Box>
  );
};
