import SyncIcon from '@mui/icons-material/Sync';
import { useState } from 'react';
import { Button, useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import type { ConsoleDataProvider } from '../providers/dataProvider';
import type { PaymentRecord } from './types';

/**
 * Asks the provider about the payment now, through the API's own verification: a payment the provider
 * took is activated (once); one it refused is marked failed; a pending one stays pending. Audited.
 */
export const RecheckButton = () => {
  const record = useRecordContext<PaymentRecord>();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [pending, setPending] = useState(false);
  if (!record) return null;

  const recheck = async () => {
    setPending(true);
    try {
      const answer = await dataProvider.command<PaymentRecord>('payments', record.id, 'recheck');
      notify('resources.payments.recheck.done', {
        type: 'info',
        messageArgs: { outcome: answer.provider_verified?.outcome ?? answer.status, status: answer.status },
      });
      refresh();
    } catch (error) {
      notify(error instanceof Error && error.message ? error.message : 'resources.payments.recheck.failed', {
        type: 'error',
      });
    } finally {
      setPending(false);
    }
  };

  return (
    <Button label="resources.payments.recheck.label" disabled={pending} onClick={() => void recheck()}>
      <SyncIcon />
    </Button>
  );
};
