export const subscriptionsMessages = {
  name: 'Subscription |||| Subscriptions',
  fields: {
    id: 'Id',
    member: 'Member',
    'member.full_name': 'Member',
    'member.email': 'Email',
    user_id: 'Member id',
    plan_id: 'Plan id',
    plan_name: 'Plan',
    status: 'Status',
    starts_at: 'Starts',
    ends_at: 'Ends',
    coupon_code: 'Coupon',
    created_at: 'Created at',
  },
  statuses: { pending: 'Pending', active: 'Active', cancelled: 'Cancelled' },
  empty: {
    title: 'No subscriptions yet',
    help: 'A subscription appears here when a member chooses the Elite plan.',
  },
};
