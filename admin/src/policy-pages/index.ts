import PolicyIcon from '@mui/icons-material/Gavel';
import { PolicyPageCreate, PolicyPageEdit, PolicyPageList } from './PolicyPageScreens';

export default {
  list: PolicyPageList,
  create: PolicyPageCreate,
  edit: PolicyPageEdit,
  icon: PolicyIcon,
  recordRepresentation: 'title_en',
};
