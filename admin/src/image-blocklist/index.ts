import BlockedImageIcon from '@mui/icons-material/HideImage';
import { ImageBlocklistList } from './ImageBlocklistList';

export default {
  list: ImageBlocklistList,
  icon: BlockedImageIcon,
  recordRepresentation: 'hash',
};
