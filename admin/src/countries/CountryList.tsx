import { DataTable, List, SearchInput, SelectInput } from 'react-admin';
import { regionChoices } from './regions';
import type { CountryRecord } from './types';
import { EmptyList, ListActions } from '../shared/ListActions';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="region" source="region" choices={regionChoices} alwaysOn />,
];

const Column = DataTable.Col<CountryRecord>;
const NumberColumn = DataTable.NumberCol<CountryRecord>;

export const CountryList = () => (
  <List
    empty={<EmptyList message="app.empty.countries" />}
    actions={<ListActions />}
    filters={filters}
    sort={{ field: 'name', order: 'ASC' }}
    perPage={25}
  >
    {/* Reference data is read-only: no selection, no bulk delete. */}
    <DataTable<CountryRecord> rowClick="show" bulkActionButtons={false}>
      <Column source="id" />
      <Column source="name" render={(record) => `${record.emoji} ${record.name}`} />
      <Column source="iso2" />
      <Column source="currency" />
      <Column source="currency_symbol" />
      <Column source="phonecode" />
      <NumberColumn source="states_count" />
    </DataTable>
  </List>
);
