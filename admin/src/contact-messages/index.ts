import MailIcon from '@mui/icons-material/MailOutline';
import { ContactMessageList, ContactMessageShow } from './ContactMessages';

export default {
  list: ContactMessageList,
  show: ContactMessageShow,
  icon: MailIcon,
  recordRepresentation: (record: { id: number; subject: string }) => `#${record.id} ${record.subject}`,
};
