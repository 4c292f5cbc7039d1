import BackupIcon from '@mui/icons-material/Backup';
import { BackupList } from './BackupList';

export default {
  list: BackupList,
  icon: BackupIcon,
  recordRepresentation: (record: { id: number }) => `#${record.id}`,
};
