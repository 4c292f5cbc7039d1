import type { StaffDsaApplication } from '@app/contracts';

export type DsaApplicationRecord = StaffDsaApplication;

export const declarationSourceChoices = [
  { id: 'explicit', name: 'resources.dsa-applications.declaration_sources.explicit' },
  {
    id: 'implied_by_old_client',
    name: 'resources.dsa-applications.declaration_sources.implied_by_old_client',
  },
];

export const statusChoices = [
  { id: 'pending', name: 'resources.dsa-applications.statuses.pending' },
  { id: 'approved', name: 'resources.dsa-applications.statuses.approved' },
  { id: 'rejected', name: 'resources.dsa-applications.statuses.rejected' },
];
