import ReviewIcon from '@mui/icons-material/Flag';
import { ReviewItemList } from './ReviewItemList';
import { ReviewItemShow } from './ReviewItemShow';
import type { ReviewItemRecord } from './types';

export default {
  list: ReviewItemList,
  show: ReviewItemShow,
  icon: ReviewIcon,
  recordRepresentation: (record: ReviewItemRecord) => `#${record.id} ${record.excerpt ?? ''}`.trim(),
};
