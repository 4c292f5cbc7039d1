import StaffIcon from '@mui/icons-material/Badge';
import { StaffCreate } from './StaffCreate';
import { StaffEdit } from './StaffEdit';
import { StaffList } from './StaffList';

export default {
  list: StaffList,
  create: StaffCreate,
  edit: StaffEdit,
  icon: StaffIcon,
  recordRepresentation: 'name',
};
