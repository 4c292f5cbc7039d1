import type { StaffPlanPriceRecord } from '@app/contracts';
import { useRecordContext } from 'react-admin';
import { formatMinor } from '../shared/money';

/** One amount of a price row in its currency (`source` names the minor-unit field). */
export const PriceAmount = ({ source }: { source: keyof StaffPlanPriceRecord; label?: string }) => {
  const record = useRecordContext<StaffPlanPriceRecord>();
  if (!record) return null;
  return <span>{formatMinor(record[source] as number | null, record.currency)}</span>;
};
