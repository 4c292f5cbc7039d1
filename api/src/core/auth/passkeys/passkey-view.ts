import type { PasskeyView } from '@app/contracts';
import type { PasskeyColumns } from './passkey-columns';

/** The owner's view of a passkey: its name and dates, never the key or the credential id. */
export const toPasskeyView = (row: PasskeyColumns): PasskeyView => ({
  id: row.id,
  name: row.name,
  backed_up: Boolean(row.backed_up),
  created_at: row.created_at.toISOString(),
  last_used_at: row.last_used_at ? row.last_used_at.toISOString() : null,
});
