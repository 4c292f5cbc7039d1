import RefundIcon from '@mui/icons-material/CurrencyExchange';
import { useRecordContext } from 'react-admin';
import { CommandDialog } from '../shared/CommandDialog';
import { useCommand } from '../shared/useCommand';
import type { PaymentRecord } from './types';

/**
 * Refunds a paid payment in full through its provider, after a confirmation with the reason: what it
 * bought ends at once and a credit note cancels its invoice. Offered only for a paid, unrefunded payment.
 */
export const RefundButton = () => {
  const record = useRecordContext<PaymentRecord>();
  const { run, pending } = useCommand('payments');
  if (!record || record.status !== 'paid' || record.refund) return null;
  return (
    <CommandDialog
      label="resources.payments.refund.label"
      title="resources.payments.refund.title"
      help="resources.payments.refund.help"
      icon={<RefundIcon />}
      color="error"
      noteRequired
      pending={pending}
      onConfirm={(reason) => run(record.id, 'refund', { reason }, 'resources.payments.refund.done')}
    />
  );
};
