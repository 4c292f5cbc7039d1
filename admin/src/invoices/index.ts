import InvoiceIcon from '@mui/icons-material/ReceiptLong';
import { InvoiceList } from './InvoiceList';
import { InvoiceShow } from './InvoiceShow';
import type { InvoiceRecord } from './types';

export default {
  list: InvoiceList,
  show: InvoiceShow,
  icon: InvoiceIcon,
  recordRepresentation: (record: InvoiceRecord) => record.invoice_no,
};
