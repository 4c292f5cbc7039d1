import type { PasskeyCeremony, PasskeyView } from '@app/contracts';
import { Box, Button, List, ListItem, ListItemText, TextField, Typography } from '@mui/material';
import { browserSupportsWebAuthn, startRegistration } from '@simplewebauthn/browser';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { fetchUtils, useNotify } from 'react-admin';
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
      notify('Passkey added.', { type: 'success' });
      load();
    } catch (error) {
      notify((error as Error).message || 'The passkey was not added.', { type: 'error' });
    } finally {
      setPending(false);
    }
  };

  const remove = async (passkey: PasskeyView) => {
    try {
      await call('DELETE', `passkeys/${passkey.id}`);
      notify('Passkey removed.', { type: 'info' });
      load();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };

  return (
    <Box sx={{ mt: 3 }}>
      <Typography variant="h6" component="h2">
        Passkeys
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        After your password, a passkey (this computer&apos;s screen lock, a phone or a security key) can stand
        in for the code from your app.
      </Typography>
      {passkeys?.length ? (
        <List aria-label="Passkeys" dense>
          {passkeys.map((passkey) => (
            <ListItem
              key={passkey.id}
              secondaryAction={
                <Button onClick={() => remove(passkey)} aria-label={`Remove ${passkey.name}`}>
                  Remove
                </Button>
              }
            >
              <ListItemText
                primary={passkey.name}
                secondary={`Added ${day(passkey.created_at)} · ${
                  passkey.last_used_at ? `last used ${day(passkey.last_used_at)}` : 'not used yet'
                }`}
              />
            </ListItem>
          ))}
        </List>
      ) : passkeys ? (
        <Typography variant="body2">No passkeys yet.</Typography>
      ) : null}
      {browserSupportsWebAuthn() ? (
        <Box component="form" onSubmit={add} sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <TextField
            name="name"
            label="Passkey name"
            defaultValue="Security key"
            required
            margin="dense"
            size="small"
            inputProps={{ maxLength: 60 }}
          />
          <Button type="submit" variant="outlined" disabled={pending}>
            Add a passkey
          </Button>
        </Box>
      ) : (
        <Typography variant="body2">This browser cannot make passkeys.</Typography>
      )}
    </Box>
  );
}
