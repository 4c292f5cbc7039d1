export const contactMessagesMessages = {
  name: 'Contact message |||| Contact messages',
  fields: {
    id: 'Id',
    name: 'Name',
    email: 'E-mail',
    subject: 'Subject',
    message: 'Message',
    member_id: 'Member',
    status: 'Status',
    created_at: 'Received',
    handled_at: 'Handled at',
    handled_by: 'Handled by',
  },
  statuses: { open: 'Open', handled: 'Handled' },
  handle: {
    label: 'Mark handled',
    done: 'Marked as handled.',
  },
};
