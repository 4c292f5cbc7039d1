import AppealIcon from '@mui/icons-material/Balance';
import { AppealList } from './AppealList';

export default {
  list: AppealList,
  icon: AppealIcon,
  recordRepresentation: (record: { id: number }) => `#${record.id}`,
};
