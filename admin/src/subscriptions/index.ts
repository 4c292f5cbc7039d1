import SubscriptionIcon from '@mui/icons-material/CardMembership';
import { SubscriptionList } from './SubscriptionList';
import { SubscriptionShow } from './SubscriptionShow';
import type { SubscriptionRecord } from './types';

export default {
  list: SubscriptionList,
  show: SubscriptionShow,
  icon: SubscriptionIcon,
  recordRepresentation: (record: SubscriptionRecord) => `#${record.id}`,
};
