import { DateField, SelectField, Show, SimpleShowLayout, TextField } from 'react-admin';
import { statusChoices } from './types';

export const SubscriptionShow = () => (
  <Show>
    <SimpleShowLayout direction="row" flexWrap="wrap" useFlexGap spacing={4}>
      <TextField source="id" />
      <TextField source="member.full_name" emptyText="—" />
      <TextField source="member.email" emptyText="—" />
      <TextField source="user_id" />
      <TextField source="plan_name" emptyText="—" />
      <SelectField source="status" choices={statusChoices} />
      <DateField source="starts_at" showTime emptyText="—" />
      <DateField source="ends_at" showTime emptyText="—" />
      <TextField source="coupon_code" emptyText="—" />
      <DateField source="created_at" showTime />
    </SimpleShowLayout>
  </Show>
);
