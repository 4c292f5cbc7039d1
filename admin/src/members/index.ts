import MembersIcon from '@mui/icons-material/People';
import { MemberList } from './MemberList';
import { MemberShow } from './MemberShow';
import type { MemberRecord } from './types';

export default {
  list: MemberList,
  show: MemberShow,
  icon: MembersIcon,
  recordRepresentation: (record: MemberRecord) => record.full_name,
};
