import CountryIcon from '@mui/icons-material/Public';
import { CountryList } from './CountryList';
import { CountryShow } from './CountryShow';
import type { CountryRecord } from './types';

export default {
  list: CountryList,
  show: CountryShow,
  icon: CountryIcon,
  recordRepresentation: (record: CountryRecord) => `${record.emoji} ${record.name}`,
};
