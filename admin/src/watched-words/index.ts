import WatchedWordIcon from '@mui/icons-material/Visibility';
import { WatchedWordCreate } from './WatchedWordCreate';
import { WatchedWordList } from './WatchedWordList';

export default {
  list: WatchedWordList,
  create: WatchedWordCreate,
  icon: WatchedWordIcon,
  recordRepresentation: 'word',
};
