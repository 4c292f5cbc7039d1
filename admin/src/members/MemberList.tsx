import { DataTable, DateField, List, SelectField, SelectInput } from 'react-admin';
import { statusChoices, userTypeChoices, type MemberRecord } from './types';
import { SearchField } from '../shared/SearchField';
import { EmptyList, ListActions } from '../shared/ListActions';

const filters = [
  <SearchField key="q" source="q" placeholder="resources.members.search" alwaysOn />,
  <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />,
];

const Column = DataTable.Col<MemberRecord>;

/** Find a member by name, e-mail or mobile number; decisions are taken on their page. */
export const MemberList = () => (
  <List
    empty={<EmptyList message="app.empty.members" />}
    actions={<ListActions />}
    filters={filters}
    sort={{ field: 'id', order: 'DESC' }}
    perPage={25}
  >
    <DataTable<MemberRecord> rowClick="show" bulkActionButtons={false}>
      <Column source="id" />
      <Column source="full_name" />
      <Column source="email" />
      <Column source="mobile_no" disableSort />
      <Column source="user_type" disableSort>
        <SelectField source="user_type" choices={userTypeChoices} />
      </Column>
      <Column source="status" disableSort>
        <SelectField source="status" choices={statusChoices} />
      </Column>
      <Column source="suspended_until" disableSort>
        <DateField source="suspended_until" showTime emptyText="—" />
      </Column>
      <Column source="reports_against" disableSort />
      <Column source="actions_count" disableSort />
      <Column source="created_at">
        <DateField source="created_at" />
      </Column>
    </DataTable>
  </List>
);
