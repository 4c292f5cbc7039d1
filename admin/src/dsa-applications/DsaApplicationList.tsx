import { DataTable, DateField, List, NumberInput, SelectField, SelectInput } from 'react-admin';
import { statusChoices, type DsaApplicationRecord } from './types';

const filters = [
  <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />,
  <NumberInput key="user_id" source="user_id" />,
];

const Column = DataTable.Col<DsaApplicationRecord>;

/** Applications waiting for a decision first, the oldest on top. PAN and Aadhaar are masked here. */
export const DsaApplicationList = () => (
  <List
    filters={filters}
    filterDefaultValues={{ status: 'pending' }}
    sort={{ field: 'id', order: 'ASC' }}
    perPage={25}
  >
    <DataTable<DsaApplicationRecord> rowClick="show" bulkActionButtons={false}>
      <Column source="id" />
      <Column source="name" disableSort />
      <Column source="email" disableSort />
      <Column source="pancard_number" disableSort />
      <Column source="aadharcard_number" disableSort />
      <Column source="status">
        <SelectField source="status" choices={statusChoices} />
      </Column>
      <Column source="created_at">
        <DateField source="created_at" showTime />
      </Column>
      <Column source="reviewed_at">
        <DateField source="reviewed_at" showTime emptyText="—" />
      </Column>
    </DataTable>
  </List>
);
