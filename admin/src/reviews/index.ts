import ReviewIcon from '@mui/icons-material/StarHalf';
import { ReviewList } from './ReviewList';

export default {
  list: ReviewList,
  icon: ReviewIcon,
  recordRepresentation: (record: { id: number }) => `#${record.id}`,
};
