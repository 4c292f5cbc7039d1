import PlanIcon from '@mui/icons-material/WorkspacePremium';
import { PlanEdit } from './PlanEdit';
import { PlanList } from './PlanList';
import { PlanPriceCreate, PlanPriceEdit } from './PlanPriceEdit';
import { PlanShow } from './PlanShow';

export default {
  list: PlanList,
  show: PlanShow,
  icon: PlanIcon,
  recordRepresentation: 'name',
};

/** The superadmin's: renaming plans, and prices per country (App.tsx adds them for that role). */
export const planWriters = { edit: PlanEdit };
export const planPriceWriters = { edit: PlanPriceEdit, create: PlanPriceCreate };
