import ExchangeRateIcon from '@mui/icons-material/CurrencyExchange';
import { ExchangeRateCreate, ExchangeRateEdit } from './ExchangeRateEdit';
import { ExchangeRateList } from './ExchangeRateList';

export default {
  list: ExchangeRateList,
  create: ExchangeRateCreate,
  edit: ExchangeRateEdit,
  icon: ExchangeRateIcon,
  recordRepresentation: (record: { currency: string; rate_date: string }) =>
    `${record.currency} ${record.rate_date}`,
};
