import type { PasskeyCeremony, PasskeyView } from '@app/contracts';
import { Box, Button, List, ListItem, ListItemText, TextField, Typography } from '@mui/material';
import { browserSupportsWebAuthn, startRegistration } from '@simplewebauthn/browser';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { fetchUtils, useNotify, useTranslate } from 'react-admin';
import { ADMIN_API, bearer } from '../providers/adminApi';
import { session } from '../providers/session';

const call = async <T,>(method: string, path: string, body?: object): Promise<T> => {
  const { json } = await fetchUtils.fetchJson(`${ADMIN_API}/auth/${path}`, {
    method,
    headers: new Headers({ Accept: 'application/json', ...bearer(session.token() ?? '') }),
    ...(body && { body: JSON.stringify(body) }),
  });
  return json as T;
};

const day = (iso: string) => iso.slice(0, 10);

/**
 * The staff member's passkeys (decision 222): a second factor beside the authenticator app's code, for
 * staff with two-factor sign-in on. Adding one runs the browser's passkey dialog.
 */
export function PasskeysPanel() {
  const notify = useNotify();
  const translate = useTranslate();
  const [passkeys, setPasskeys] = useState<PasskeyView[] | null>(null);
  const [pending, setPending] = useState(false);
  const load = useCallback(
    () => void call<PasskeyView[]>('GET', 'passkeys').then(setPasskeys, () => setPasskeys([])),
    [],
  );
  useEffect(load, [load]);

  const add = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const name = String(new FormData(event.currentTarget).get('name') ?? '').trim();
    setPending(true);
    try {
      const { ceremony, options } = await call<PasskeyCeremony>('POST', 'passkeys/registration-options', {});
      const credential = await startRegistration({ optionsJSON: options as never });
      await call('POST', 'passkeys', { ceremony, name, credential });
      notify('app.auth.passkeys.added', { type: 'success' });
      load();
    } catch (error) {
      notify((error as Error).message || 'app.auth.passkeys.not_added', { type: 'error' });
    } finally {
      setPending(false);
    }
  };

  const remove = async (passkey: PasskeyView) => {
    try {
      await call('DELETE', `passkeys/${passkey.id}`);
      notify('app.auth.passkeys.removed', { type: 'info' });
      load();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };

  return (
    <Box sx={{ mt: 3 }}>
      <Typography variant="h6" component="h2">
        {translate('app.auth.passkeys.title')}
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {translate('app.auth.passkeys.help')}
      </Typography>
      {passkeys?.length ? (
        <List aria-label={translate('app.auth.passkeys.title')} dense>
          {passkeys.map((passkey) => (
            <ListItem
              key={passkey.id}
              secondaryAction={
                <Button
                  onClick={() => remove(passkey)}
                  aria-label={translate('app.auth.passkeys.remove_name', { name: passkey.name })}
                >
                  {translate('app.auth.passkeys.remove')}
                </Button>
              }
            >
              <ListItemText
                primary={passkey.name}
                secondary={translate(
                  passkey.last_used_at ? 'app.auth.passkeys.added_used' : 'app.auth.passkeys.added_unused',
                  {
                    added: day(passkey.created_at),
                    used: passkey.last_used_at ? day(passkey.last_used_at) : '',
                  },
                )}
              />
            </ListItem>
          ))}
        </List>
      ) : passkeys ? (
        <Typography variant="body2">{translate('app.auth.passkeys.none')}</Typography>
      ) : null}
      {browserSupportsWebAuthn() ? (
        <Box component="form" onSubmit={add} sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <TextField
            name="name"
            label={translate('app.auth.passkeys.name')}
            defaultValue={translate('app.auth.passkeys.default_name')}
            required
            margin="dense"
            size="small"
            inputProps={{ maxLength: 60 }}
          />
          <Button type="submit" variant="outlined" disabled={pending}>
            {translate('app.auth.passkeys.add')}
          </Button>
        </Box>
      ) : (
        <Typography variant="body2">{translate('app.auth.passkeys.unsupported')}</Typography>
      )}
    </Box>
  );
}
