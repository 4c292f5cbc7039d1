import EscalationIcon from '@mui/icons-material/Report';
import { EscalationList } from './EscalationList';

export default {
  list: EscalationList,
  icon: EscalationIcon,
  recordRepresentation: (record: { id: number }) => `#${record.id}`,
};
