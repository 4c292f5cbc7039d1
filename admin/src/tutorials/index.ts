import TutorialIcon from '@mui/icons-material/OndemandVideo';
import { TutorialCreate, TutorialEdit, TutorialList } from './TutorialScreens';

export default {
  list: TutorialList,
  create: TutorialCreate,
  edit: TutorialEdit,
  icon: TutorialIcon,
  recordRepresentation: 'title',
};
