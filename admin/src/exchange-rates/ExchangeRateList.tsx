import type { StaffExchangeRate } from '@app/contracts';
import { CreateButton, DataTable, DateField, EditButton, List, TextInput } from 'react-admin';
import { EmptyList, ListActions } from '../shared/ListActions';

const filters = [<TextInput key="currency" source="currency" alwaysOn />];

const Column = DataTable.Col<StaffExchangeRate>;

/**
 * The rupee rates of foreign currencies (decision 293): each foreign-currency invoice takes the rate of its
 * date, or the latest earlier one, and keeps it; GSTR-1 is exported in rupees.
 */
export const ExchangeRateList = () => (
  <List
    filters={filters}
    actions={<ListActions create />}
    empty={<EmptyList message="app.empty.exchange_rates" action={<CreateButton />} />}
    sort={{ field: 'rate_date', order: 'DESC' }}
    perPage={25}
  >
    <DataTable<StaffExchangeRate> rowClick="edit">
      <Column source="rate_date">
        <DateField source="rate_date" />
      </Column>
      <Column source="currency" />
      <Column source="inr_per_unit" disableSort />
      <Column source="source" disableSort />
      <Column label={false} disableSort>
        <EditButton />
      </Column>
    </DataTable>
  </List>
);
