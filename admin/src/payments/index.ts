import PaymentIcon from '@mui/icons-material/Payments';
import { PaymentList } from './PaymentList';
import { PaymentShow } from './PaymentShow';
import type { PaymentRecord } from './types';

export default {
  list: PaymentList,
  show: PaymentShow,
  icon: PaymentIcon,
  recordRepresentation: (record: PaymentRecord) => `#${record.id} ${record.txnid ?? ''}`.trim(),
};
