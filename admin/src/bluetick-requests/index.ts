import BlueTickIcon from '@mui/icons-material/Verified';
import { BlueTickRequestList } from './BlueTickRequestList';
import { BlueTickRequestShow } from './BlueTickRequestShow';
import type { BlueTickRequestRecord } from './types';

export default {
  list: BlueTickRequestList,
  show: BlueTickRequestShow,
  icon: BlueTickIcon,
  recordRepresentation: (record: BlueTickRequestRecord) =>
    `#${record.id} ${record.member?.full_name ?? `member ${record.user_id}`}`,
};
