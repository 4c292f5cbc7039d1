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
  help: { is_active: "Deactivating ends the staff member's sessions at once." },
  actions: {
    create: 'Invite staff',
    invite: 'Send invitation',
    invite_title: 'Invite a staff member',
    reinvite: 'Send a new invitation',
    reinvited: 'A new invitation was sent',
    reset_two_factor: 'Reset two-factor sign-in',
    reset_two_factor_confirm:
      'Turn off two-factor sign-in for %{name}? They set it up again at their next sign-in.',
    two_factor_reset: 'Two-factor sign-in was reset',
  },
};
