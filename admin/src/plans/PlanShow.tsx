import type { StaffPlanPriceRecord, StaffPlanRecord } from '@app/contracts';
import { Stack } from '@mui/material';
import {
  CreateButton,
  DataTable,
  EditButton,
  Labeled,
  ReferenceField,
  ReferenceManyField,
  Show,
  SimpleShowLayout,
  TextField,
  Link,
  TopToolbar,
  usePermissions,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { isSuperadmin } from '../providers/permissions';
import { EmptyList } from '../shared/ListActions';
import { PriceAmount } from './PriceFields';

const PriceColumn = DataTable.Col<StaffPlanPriceRecord>;

/** New price for this plan: the create form opens with the plan chosen. */
const AddPriceButton = () => {
  const plan = useRecordContext<StaffPlanRecord>();
  if (!plan) return null;
  return (
    <CreateButton
      resource="plan-prices"
      state={{ record: { plan_id: plan.id } }}
      label="resources.plan-prices.add"
    />
  );
};

/** The audit log's entries for price changes: the price history (the superadmin reads the audit log). */
const PriceHistoryLink = () => {
  const translate = useTranslate();
  const filter = encodeURIComponent(JSON.stringify({ target_type: 'plan_price' }));
  return (
    <Link to={`/audit-log?filter=${filter}`} sx={{ alignSelf: 'center' }}>
      {translate('resources.plan-prices.history')}
    </Link>
  );
};

const Actions = ({ canWrite }: { canWrite: boolean }) => (
  <TopToolbar>{canWrite ? <EditButton /> : null}</TopToolbar>
);

export const PlanShow = () => {
  const { permissions } = usePermissions();
  const canWrite = isSuperadmin(permissions);
  return (
    <Show actions={<Actions canWrite={canWrite} />}>
      <SimpleShowLayout>
        <TextField source="name" />
        <TextField source="kind" />
        <TextField source="product_info" />
        <TextField source="duration_months" />
        <Labeled label="resources.plans.fields.prices" fullWidth>
          <ReferenceManyField
            reference="plan-prices"
            target="plan_id"
            sort={{ field: 'country_id', order: 'ASC' }}
            perPage={100}
            empty={<EmptyList message="app.empty.plan_prices" />}
          >
            <DataTable<StaffPlanPriceRecord> bulkActionButtons={false} rowClick={canWrite ? 'edit' : false}>
              <PriceColumn source="country_id">
                <ReferenceField
                  source="country_id"
                  reference="countries"
                  link={false}
                  emptyText="resources.plan-prices.everywhere_else"
                />
              </PriceColumn>
              <PriceColumn source="currency" />
              <PriceColumn source="amount_minor">
                <PriceAmount source="amount_minor" />
              </PriceColumn>
              <PriceColumn source="display_minor">
                <PriceAmount source="display_minor" />
              </PriceColumn>
              <PriceColumn source="intro_amount_minor">
                <PriceAmount source="intro_amount_minor" />
              </PriceColumn>
            </DataTable>
          </ReferenceManyField>
        </Labeled>
        {canWrite ? (
          <Stack direction="row" spacing={1}>
            <AddPriceButton />
            <PriceHistoryLink />
          </Stack>
        ) : null}
      </SimpleShowLayout>
    </Show>
  );
};
