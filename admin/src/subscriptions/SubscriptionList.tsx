import { Box, Typography } from '@mui/material';
import { DataTable, DateField, List, NumberInput, SelectField, SelectInput, useTranslate } from 'react-admin';
import { statusChoices, type SubscriptionRecord } from './types';

const filters = [
  <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />,
  <NumberInput key="user_id" source="user_id" alwaysOn />,
  <NumberInput key="plan_id" source="plan_id" />,
];

const Empty = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 4, textAlign: 'center' }}>
      <Typography variant="h6">{translate('resources.subscriptions.empty.title')}</Typography>
      <Typography>{translate('resources.subscriptions.empty.help')}</Typography>
    </Box>
  );
};

const Column = DataTable.Col<SubscriptionRecord>;

/** Elite subscriptions, newest first: who has which plan, from when to when. */
export const SubscriptionList = () => (
  <List filters={filters} sort={{ field: 'id', order: 'DESC' }} perPage={25} empty={<Empty />}>
    <DataTable<SubscriptionRecord> rowClick="show" bulkActionButtons={false}>
      <Column source="id" />
      <Column source="member.full_name" disableSort render={(r) => r.member.full_name ?? `#${r.user_id}`} />
      <Column source="member.email" disableSort render={(r) => r.member.email ?? '—'} />
      <Column source="plan_name" disableSort render={(r) => r.plan_name ?? `#${r.plan_id}`} />
      <Column source="status">
        <SelectField source="status" choices={statusChoices} />
      </Column>
      <Column source="starts_at">
        <DateField source="starts_at" emptyText="—" />
      </Column>
      <Column source="ends_at">
        <DateField source="ends_at" emptyText="—" />
      </Column>
      <Column source="coupon_code" disableSort render={(r) => r.coupon_code ?? '—'} />
    </DataTable>
  </List>
);
