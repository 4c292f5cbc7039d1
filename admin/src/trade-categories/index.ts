import TradeCategoryIcon from '@mui/icons-material/Category';
import { TradeCategoryCreate, TradeCategoryEdit, TradeCategoryList } from './TradeCategoryScreens';

export default {
  list: TradeCategoryList,
  create: TradeCategoryCreate,
  edit: TradeCategoryEdit,
  icon: TradeCategoryIcon,
  recordRepresentation: 'name_en',
};
