import {
  BooleanField,
  DateField,
  EditButton,
  NumberField,
  ReferenceField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  usePermissions,
} from 'react-admin';
import { isSuperadmin } from '../providers/permissions';
import { AgentField, DiscountField, UsesField } from './CouponFields';

const Actions = () => {
  const { permissions } = usePermissions();
  return <TopToolbar>{isSuperadmin(permissions) ? <EditButton /> : null}</TopToolbar>;
};

export const CouponShow = () => (
  <Show actions={<Actions />}>
    <SimpleShowLayout>
      <TextField source="code" />
      <DiscountField label="resources.coupons.fields.discount" />
      <ReferenceField
        source="plan_id"
        reference="plans"
        link={false}
        emptyText="resources.coupons.every_plan"
      />
      <TextField source="currency" emptyText="—" />
      <DateField source="valid_from" showTime emptyText="—" />
      <DateField source="valid_until" showTime emptyText="—" />
      <UsesField label="resources.coupons.fields.uses" />
      <NumberField source="max_uses_per_member" emptyText="—" />
      <AgentField label="resources.coupons.fields.agent_user_id" />
      <BooleanField source="is_advertised" />
      <BooleanField source="is_active" />
      <DateField source="created_at" showTime />
      <DateField source="updated_at" showTime />
    </SimpleShowLayout>
  </Show>
);
