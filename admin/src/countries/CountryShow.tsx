import { DataTable, Pagination, ReferenceManyField, Show, SimpleShowLayout, TextField } from 'react-admin';
import type { StateRecord } from './types';

const StateColumn = DataTable.Col<StateRecord>;

export const CountryShow = () => (
  <Show>
    {/* The short fields side by side, so the states list starts above the fold. */}
    <SimpleShowLayout direction="row" flexWrap="wrap" useFlexGap spacing={4}>
      <TextField source="id" />
      <TextField source="emoji" />
      <TextField source="name" />
      <TextField source="iso2" />
      <TextField source="iso3" />
      <TextField source="phonecode" />
      <TextField source="currency" />
      <TextField source="currency_symbol" />
      <TextField source="region" emptyText="—" />
    </SimpleShowLayout>
    <SimpleShowLayout>
      {/* The pager's total is the number of states, so states_count is not repeated here. */}
      <ReferenceManyField
        label="resources.countries.fields.states"
        reference="states"
        target="country_id"
        sort={{ field: 'name', order: 'ASC' }}
        perPage={10}
        pagination={<Pagination rowsPerPageOptions={[10, 25, 50]} />}
      >
        <DataTable<StateRecord> bulkActionButtons={false} rowClick={false}>
          <StateColumn source="name" />
          <StateColumn source="state_code" />
          <DataTable.NumberCol source="cities_count" />
        </DataTable>
      </ReferenceManyField>
    </SimpleShowLayout>
  </Show>
);
