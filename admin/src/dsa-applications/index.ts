import AgentIcon from '@mui/icons-material/Handshake';
import { DsaApplicationList } from './DsaApplicationList';
import { DsaApplicationShow } from './DsaApplicationShow';
import type { DsaApplicationRecord } from './types';

export default {
  list: DsaApplicationList,
  show: DsaApplicationShow,
  icon: AgentIcon,
  recordRepresentation: (record: DsaApplicationRecord) => `#${record.id} ${record.name}`,
};
