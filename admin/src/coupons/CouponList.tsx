import type { StaffCouponRecord } from '@app/contracts';
import {
  BooleanField,
  CreateButton,
  DataTable,
  DateField,
  List,
  NullableBooleanInput,
  NumberInput,
  ReferenceField,
  ReferenceInput,
  SearchInput,
  SelectInput,
  usePermissions,
} from 'react-admin';
import { isSuperadmin } from '../providers/permissions';
import { EmptyList, ListActions } from '../shared/ListActions';
import { AgentField, DiscountField, UsesField } from './CouponFields';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <NullableBooleanInput key="is_active" source="is_active" alwaysOn />,
  <ReferenceInput key="plan_id" source="plan_id" reference="plans">
    <SelectInput optionText="name" />
  </ReferenceInput>,
  <NumberInput key="agent_user_id" source="agent_user_id" />,
];

const Column = DataTable.Col<StaffCouponRecord>;

/** Coupons, newest first: the superadmin opens one to edit it, finance to read it. */
export const CouponList = () => {
  const { permissions } = usePermissions();
  const canWrite = isSuperadmin(permissions);
  return (
    <List
      filters={filters}
      sort={{ field: 'id', order: 'DESC' }}
      perPage={25}
      actions={<ListActions create={canWrite} />}
      empty={<EmptyList message="app.empty.coupons" action={canWrite ? <CreateButton /> : undefined} />}
    >
      <DataTable<StaffCouponRecord> rowClick={canWrite ? 'edit' : 'show'} bulkActionButtons={false}>
        <Column source="code" />
        <Column source="kind" label="resources.coupons.fields.discount" disableSort>
          <DiscountField />
        </Column>
        <Column source="plan_id" disableSort>
          <ReferenceField
            source="plan_id"
            reference="plans"
            link={false}
            emptyText="resources.coupons.every_plan"
          />
        </Column>
        <Column source="valid_until">
          <DateField source="valid_until" showTime emptyText="—" />
        </Column>
        <Column source="uses" disableSort>
          <UsesField />
        </Column>
        <Column source="agent_user_id" disableSort>
          <AgentField />
        </Column>
        <Column source="is_active" disableSort>
          <BooleanField source="is_active" />
        </Column>
      </DataTable>
    </List>
  );
};
