export const appealsMessages = {
  name: 'Appeal |||| Appeals',
  fields: {
    id: 'Id',
    member: 'Member',
    review_item_id: 'Item',
    action: 'Decision appealed',
    decision_by: 'Decided by (appealed)',
    text: 'Appeal',
    status: 'Status',
    created_at: 'Appealed at',
    decided_by: 'Appeal decided by',
    outcome: 'Outcome',
  },
  statuses: { open: 'Open', decided: 'Decided' },
  outcomes: { upheld: 'Decision upheld', reversed: 'Decision reversed' },
  decide: {
    upheld: 'Uphold',
    upheld_title: 'Uphold the decision',
    upheld_help: 'The decision stands. The member is told by e-mail, with your note.',
    upheld_done: 'Appeal decided: the decision stands.',
    reversed: 'Reverse',
    reversed_title: 'Reverse the decision',
    reversed_help:
      'The decision is undone (content restored, restriction lifted). The member is told by e-mail, with your note.',
    reversed_done: 'Appeal decided: the decision is reversed.',
  },
};
