import type { BlueTickStatus } from '@app/contracts';

/** A blue-tick request as /admin-api/bluetick-requests serves it (the API's StaffBlueTickRequest). */
export interface BlueTickRequestRecord {
  id: number;
  user_id: number;
  member: {
    id: number;
    full_name: string;
    email: string;
    business_name: string | null;
    user_type_text: string;
  } | null;
  status: BlueTickStatus;
  plan_id: number;
  paid_at: string | null;
  reviewed_at: string | null;
  review_note: string | null;
  created_at: string;
  has_business_proof: boolean;
}

export const STATUSES: readonly BlueTickStatus[] = [
  'under review',
  'awaiting payment',
  'approved',
  'rejected',
  'cancelled',
];

export const statusChoices = STATUSES.map((status) => ({
  id: status,
  name: `resources.bluetick-requests.statuses.${status}`,
}));

/** Bounds of the note a rejection carries (the API's ReviewBlueTickDto checks the same). */
export const REVIEW_NOTE_MIN = 3;
export const REVIEW_NOTE_MAX = 500;
