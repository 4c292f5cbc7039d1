export const escalationsMessages = {
  name: 'Escalation |||| Escalations',
  fields: {
    id: 'Id',
    review_item_id: 'Item',
    subject_type: 'Content',
    author: 'Author',
    escalated_by: 'Escalated by',
    created_at: 'Escalated at',
    retain_until: 'Evidence kept until',
  },
  package: 'Evidence package',
};
