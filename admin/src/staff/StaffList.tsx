import type { StaffAccountView } from '@app/contracts';
import {
  BooleanField,
  CreateButton,
  DataTable,
  DateField,
  ExportButton,
  List,
  SearchInput,
  SelectField,
  SelectInput,
  TopToolbar,
} from 'react-admin';
import { ROLE_CHOICES, STATUS_CHOICES } from './choices';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="role" source="role" choices={ROLE_CHOICES} />,
  <SelectInput key="status" source="status" choices={STATUS_CHOICES} />,
];

const Column = DataTable.Col<StaffAccountView>;

const ListActions = () => (
  <TopToolbar>
    <CreateButton label="resources.staff.actions.create" />
    <ExportButton maxResults={500} />
  </TopToolbar>
);

export const StaffList = () => (
  <List filters={filters} actions={<ListActions />} sort={{ field: 'name', order: 'ASC' }} perPage={25}>
    <DataTable<StaffAccountView> rowClick="edit">
      <Column source="name" />
      <Column source="email" />
      <Column source="role">
        <SelectField source="role" choices={ROLE_CHOICES} />
      </Column>
      <Column source="status" disableSort>
        <SelectField source="status" choices={STATUS_CHOICES} />
      </Column>
      <Column source="two_factor" disableSort>
        <BooleanField source="two_factor" />
      </Column>
      <Column source="last_login_at">
        <DateField source="last_login_at" showTime emptyText="never" />
      </Column>
    </DataTable>
  </List>
);
