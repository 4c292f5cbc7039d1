import { useState } from 'react';
import { useDataProvider, useNotify, useRefresh, type Identifier } from 'react-admin';
import type { ConsoleDataProvider } from '../providers/dataProvider';

/**
 * Runs a staff command on a record (POST /admin-api/<resource>/<id>/<command>), then shows `done` and
 * reloads what the page shows; the API's own message (403 not allowed, 409 already decided, 422 bad input)
 * is shown as it is. Resolves to whether it worked, so a dialog knows whether to close.
 */
export function useCommand(resource: string) {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [pending, setPending] = useState(false);

  const run = async (id: Identifier, command: string, body: object, done: string): Promise<boolean> => {
    setPending(true);
    try {
      await dataProvider.command(resource, id, command, body);
      notify(done, { type: 'success' });
      refresh();
      return true;
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
      return false;
    } finally {
      setPending(false);
    }
  };

  return { run, pending };
}
