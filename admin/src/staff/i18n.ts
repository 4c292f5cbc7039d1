export const staffMessages = {
  name: 'Staff member |||| Staff',
  fields: {
    id: 'Id',
    name: 'Name',
    email: 'Email',
    role: 'Role',
    status: 'Status',
    is_active: 'Active (can sign in)',
    two_factor: 'Two-factor',
    last_login_at: 'Last sign-in',
    invited_at: 'Invited at',
    created_at: 'Created at',
    q: 'Search',
  },
};
