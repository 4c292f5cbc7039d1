import type { StaffPlanRecord } from '@app/contracts';
import { DataTable, List } from 'react-admin';
import { EmptyList, ListActions } from '../shared/ListActions';

const Column = DataTable.Col<StaffPlanRecord>;

/** Elite and the blue tick: open a plan for its prices per country. */
export const PlanList = () => (
  <List
    sort={{ field: 'id', order: 'ASC' }}
    perPage={25}
    actions={<ListActions filters={false} />}
    empty={<EmptyList message="app.empty.plans" />}
  >
    <DataTable<StaffPlanRecord> rowClick="show" bulkActionButtons={false}>
      <Column source="id" />
      <Column source="name" />
      <Column source="kind" disableSort />
      <Column source="product_info" disableSort />
      <Column source="duration_months" disableSort />
    </DataTable>
  </List>
);
