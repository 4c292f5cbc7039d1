export const ROLE_CHOICES = [
  { id: 'superadmin', name: 'Superadmin' },
  { id: 'moderator', name: 'Moderator' },
  { id: 'content_editor', name: 'Content editor' },
  { id: 'finance', name: 'Finance' },
];

export const STATUS_CHOICES = [
  { id: 'active', name: 'Active' },
  { id: 'invited', name: 'Invited (no password yet)' },
  { id: 'deactivated', name: 'Deactivated' },
];
