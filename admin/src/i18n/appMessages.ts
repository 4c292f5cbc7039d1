import type { StaffRole } from '@app/contracts';

export const appMessages = {
  dashboard: {
    title: 'Dashboard',
    signed_in_as: 'Signed in as %{name}',
    role: 'Role: %{role}',
  },
  roles: {
    superadmin: 'Superadmin',
    moderator: 'Moderator',
    content_editor: 'Content editor',
    finance: 'Finance',
  } satisfies Record<StaffRole, string>,
};
