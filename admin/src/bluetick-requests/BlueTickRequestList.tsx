import { DataTable, DateField, List, NumberInput, SelectField, SelectInput } from 'react-admin';
import { statusChoices, type BlueTickRequestRecord } from './types';
import { EmptyList, ListActions } from '../shared/ListActions';

const filters = [
  <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />,
  <NumberInput key="user_id" source="user_id" />,
];

const Column = DataTable.Col<BlueTickRequestRecord>;

/** The review queue: requests waiting for staff first, the longest-waiting on top. */
export const BlueTickRequestList = () => (
  <List
    empty={<EmptyList message="app.empty.bluetick_requests" />}
    actions={<ListActions />}
    filters={filters}
    filterDefaultValues={{ status: 'under review' }}
    sort={{ field: 'paid_at', order: 'ASC' }}
    perPage={25}
  >
    {/* Each request is decided on its own page, after reading its documents: no bulk actions. */}
    <DataTable<BlueTickRequestRecord> rowClick="show" bulkActionButtons={false}>
      <Column source="id" />
      <Column source="member.full_name" disableSort render={(record) => record.member?.full_name ?? '—'} />
      <Column source="member.email" disableSort render={(record) => record.member?.email ?? '—'} />
      <Column source="status">
        <SelectField source="status" choices={statusChoices} />
      </Column>
      <Column source="paid_at">
        <DateField source="paid_at" showTime emptyText="—" />
      </Column>
      <Column source="reviewed_at" disableSort>
        <DateField source="reviewed_at" showTime emptyText="—" />
      </Column>
    </DataTable>
  </List>
);
