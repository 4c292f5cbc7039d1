import type { StaffRole } from '@app/contracts';

/**
 * Which roles may use which console resources. The API decides (it answers 403 otherwise); the console only
 * hides what a role could not open anyway. `permissions` is what authProvider.getPermissions returns: the role.
 */
const MODERATION_ROLES: readonly StaffRole[] = ['moderator', 'superadmin'];

export const canModerate = (permissions: unknown): boolean =>
  MODERATION_ROLES.includes(permissions as StaffRole);

/** Finance and the superadmin review Atmnirbhar applications (decision 145). */
export const canReviewAgents = (permissions: unknown): boolean =>
  permissions === 'finance' || permissions === 'superadmin';

/** The superadmin alone reads the audit log and lifts image blocks. */
export const isSuperadmin = (permissions: unknown): boolean => permissions === 'superadmin';

const CONTENT_ROLES: readonly StaffRole[] = ['content_editor', 'superadmin'];

/** Podcasts, blogs, tutorials and policy pages: content editors and the superadmin. */
export const canEditContent = (permissions: unknown): boolean =>
  CONTENT_ROLES.includes(permissions as StaffRole);

/** Finance reads the catalogue (coupons, plans and prices); the superadmin also writes it. */
export const canReadCatalogue = (permissions: unknown): boolean =>
  permissions === 'finance' || permissions === 'superadmin';

/** Finance staff (and the superadmin) read invoices, payments and subscriptions and export for the accountant. */
export const canFinance = (permissions: unknown): boolean =>
  permissions === 'finance' || permissions === 'superadmin';
