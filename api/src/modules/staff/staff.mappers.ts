import type { StaffIdentity } from '@app/contracts';
import type { StaffEntity } from './entities/staff.entity';

export const toStaffIdentity = (s: StaffEntity): StaffIdentity => ({
  id: s.id,
  email: s.email,
  name: s.name,
  role: s.role,
});
