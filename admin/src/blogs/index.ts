import BlogIcon from '@mui/icons-material/Article';
import { BlogCreate, BlogEdit, BlogList } from './BlogScreens';

export default {
  list: BlogList,
  create: BlogCreate,
  edit: BlogEdit,
  icon: BlogIcon,
  recordRepresentation: 'title',
};
