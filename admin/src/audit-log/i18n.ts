export const auditLogMessages = {
  name: 'Audit entry |||| Audit log',
  fields: {
    id: 'Id',
    created_at: 'When',
    staff: 'Staff',
    staff_id: 'Staff id',
    action: 'Action',
    target_type: 'Target type',
    target_id: 'Target',
    summary: 'Summary',
    ip: 'Address',
    before: 'Before',
    after: 'After',
    from: 'From',
    to: 'To',
  },
};
