import { BLUE_TICK_STATUSES, type StaffBlueTickRequest } from '@app/contracts';

/** A blue-tick request as /admin-api/bluetick-requests serves it. */
export type BlueTickRequestRecord = StaffBlueTickRequest;

export const statusChoices = BLUE_TICK_STATUSES.map((status) => ({
  id: status,
  name: `resources.bluetick-requests.statuses.${status}`,
}));
