import { Box, Button, CardContent, TextField, Typography } from '@mui/material';
import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { type FormEvent, useState } from 'react';
import { Login, useLogin, useNotify, useTranslate } from 'react-admin';
import { CodeRequired } from '../providers/authProvider';

/**
 * The console's sign-in: email and password, then, for staff with two-factor sign-in, the code from their
 * authenticator app (or a recovery code), or one of their passkeys. The API decides which; this page only
 * follows.
 */
export const LoginPage = () => (
  <Login>
    <LoginSteps />
  </Login>
);

function LoginSteps() {
  const login = useLogin();
  const notify = useNotify();
  const translate = useTranslate();
  const [challenge, setChallenge] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    await signIn(
      challenge
        ? { challenge, code: String(form.get('code') ?? '').trim() }
        : { email: String(form.get('email') ?? ''), password: String(form.get('password') ?? '') },
    );
  };

  const signIn = async (params: object) => {
    setPending(true);
    try {
      await login(params);
    } catch (error) {
      if (error instanceof CodeRequired) setChallenge(error.challenge);
      else {
        notify(error instanceof Error ? error.message : 'ra.auth.sign_in_error', { type: 'error' });
        // An expired or used-up challenge starts over at the password.
        if (challenge && /expired/i.test(String((error as Error)?.message))) setChallenge(null);
      }
    } finally {
      setPending(false);
    }
  };

  return (
    <CardContent component="form" onSubmit={submit} sx={{ width: 320 }}>
      {challenge ? (
        <>
          <Typography variant="body2" sx={{ mb: 1 }}>
            {translate('app.auth.code_help')}
          </Typography>
          <TextField
            key="code"
            name="code"
            label={translate('app.auth.code')}
            autoComplete="one-time-code"
            inputMode="numeric"
            autoFocus
            required
            fullWidth
            margin="dense"
          />
        </>
      ) : (
        <>
          <TextField
            name="email"
            label={translate('app.auth.email')}
            type="email"
            autoComplete="email"
            autoFocus
            required
            fullWidth
            margin="dense"
          />
          <TextField
            name="password"
            label={translate('app.auth.password')}
            type="password"
            autoComplete="current-password"
            required
            fullWidth
            margin="dense"
          />
        </>
      )}
      <Box sx={{ mt: 2 }}>
        <Button type="submit" variant="contained" fullWidth disabled={pending}>
          {translate(challenge ? 'app.auth.verify' : 'app.auth.sign_in')}
        </Button>
      </Box>
      {challenge && browserSupportsWebAuthn() ? (
        <Button
          fullWidth
          variant="outlined"
          sx={{ mt: 1 }}
          disabled={pending}
          onClick={() => void signIn({ challenge, passkey: true })}
        >
          {translate('app.auth.use_passkey')}
        </Button>
      ) : null}
      {challenge ? (
        <Button fullWidth sx={{ mt: 1 }} onClick={() => setChallenge(null)}>
          {translate('app.auth.start_again')}
        </Button>
      ) : null}
    </CardContent>
  );
}
