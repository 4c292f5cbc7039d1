import {
  DEFAULT_CITY_ID,
  DEFAULT_COUNTRY_ID,
  DEFAULT_STATE_ID,
  type StaffRole,
  type UserType,
} from '@app/contracts';

/**
 * Demo logins for development and the e2e suite. These passwords are development-only: the seed
 * command refuses to run with NODE_ENV=production.
 */
export const DEMO_STAFF_PASSWORD = 'dev-only-Staff#2026';
export const DEMO_MEMBER_PASSWORD = 'dev-only-Member#2026';

export const DEMO_STAFF: Array<{ email: string; name: string; role: StaffRole }> = [
  { email: 'moderator@restaurant.local', name: 'Mira Moderator', role: 'moderator' },
  { email: 'moderator2@restaurant.local', name: 'Omar Oversight', role: 'moderator' },
  { email: 'editor@restaurant.local', name: 'Ed Editor', role: 'content_editor' },
  { email: 'finance@restaurant.local', name: 'Fin Ance', role: 'finance' },
];

const place = { country_id: DEFAULT_COUNTRY_ID, state_id: DEFAULT_STATE_ID, city_id: DEFAULT_CITY_ID };

export const DEMO_MEMBERS: Array<{
  user_type: UserType;
  business_name: string | null;
  first_name: string;
  last_name: string;
  email: string;
  mobile_no: string;
  country_id: number;
  state_id: number;
  city_id: number;
}> = [
  {
    user_type: '6',
    business_name: 'Spice Route Kitchen',
    first_name: 'Riya',
    last_name: 'Shah',
    email: 'owner@restaurant.local',
    mobile_no: '9800000001',
    ...place,
  },
  {
    user_type: '6',
    business_name: 'Tapi Riverside Cafe',
    first_name: 'Arjun',
    last_name: 'Mehta',
    email: 'owner2@restaurant.local',
    mobile_no: '9800000002',
    ...place,
  },
  {
    user_type: '7',
    business_name: 'Surat Fresh Supplies',
    first_name: 'Vikram',
    last_name: 'Patel',
    email: 'vendor@restaurant.local',
    mobile_no: '9800000003',
    ...place,
  },
  {
    user_type: '7',
    business_name: 'Kitchen Steel Works',
    first_name: 'Neha',
    last_name: 'Desai',
    email: 'vendor2@restaurant.local',
    mobile_no: '9800000004',
    ...place,
  },
  {
    user_type: '8',
    business_name: null,
    first_name: 'Karan',
    last_name: 'Joshi',
    email: 'chef@restaurant.local',
    mobile_no: '9800000005',
    ...place,
  },
  {
    user_type: '8',
    business_name: null,
    first_name: 'Pooja',
    last_name: 'Nair',
    email: 'captain@restaurant.local',
    mobile_no: '9800000006',
    ...place,
  },
];
