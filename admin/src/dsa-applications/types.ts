import type { StaffDsaApplication } from '@app/contracts';

export type DsaApplicationRecord = StaffDsaApplication;

export const statusChoices = [
  { id: 'pending', name: 'resources.dsa-applications.statuses.pending' },
  { id: 'approved', name: 'resources.dsa-applications.statuses.approved' },
  { id: 'rejected', name: 'resources.dsa-applications.statuses.rejected' },
];
