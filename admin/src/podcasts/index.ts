import PodcastIcon from '@mui/icons-material/Podcasts';
import { PodcastCreate, PodcastEdit, PodcastList } from './PodcastScreens';

export default {
  list: PodcastList,
  create: PodcastCreate,
  edit: PodcastEdit,
  icon: PodcastIcon,
  recordRepresentation: 'title',
};
