import CouponIcon from '@mui/icons-material/LocalOffer';
import { CouponCreate, CouponEdit } from './CouponEdit';
import { CouponList } from './CouponList';
import { CouponShow } from './CouponShow';

export default {
  list: CouponList,
  show: CouponShow,
  icon: CouponIcon,
  recordRepresentation: 'code',
};

/** Create and edit: the superadmin's alone (App.tsx adds them for that role). */
export const couponWriters = { create: CouponCreate, edit: CouponEdit };
