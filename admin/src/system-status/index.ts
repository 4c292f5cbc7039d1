import MonitorHeartIcon from '@mui/icons-material/MonitorHeart';
import { StatusPage } from './StatusPage';

/** A resource with a list page only, so it has its menu entry: the page is not a list of records. */
export default {
  list: StatusPage,
  icon: MonitorHeartIcon,
};
