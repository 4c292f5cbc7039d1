import type { StaffCouponRecord } from '@app/contracts';
import { useRecordContext } from 'react-admin';
import { formatBps, formatMinor } from '../shared/money';

/** "₹500.00 off" or "10% off". */
export const DiscountField = (_props: { label?: string }) => {
  const record = useRecordContext<StaffCouponRecord>();
  if (!record) return null;
  return (
    <span>
      {record.kind === 'percent'
        ? formatBps(record.percent_off_bps)
        : formatMinor(record.amount_off_minor, record.currency)}
    </span>
  );
};

/** Uses so far out of the total limit: "3 / 10", or "3" without a limit. */
export const UsesField = (_props: { label?: string }) => {
  const record = useRecordContext<StaffCouponRecord>();
  if (!record) return null;
  return <span>{record.max_uses === null ? record.uses : `${record.uses} / ${record.max_uses}`}</span>;
};

/** The sales agent: name and member id, or nothing. */
export const AgentField = (_props: { label?: string }) => {
  const record = useRecordContext<StaffCouponRecord>();
  if (!record?.agent_user_id) return <span>—</span>;
  return (
    <span>
      {record.agent_name ?? '?'} (#{record.agent_user_id}), {formatBps(record.commission_bps)}
    </span>
  );
};
