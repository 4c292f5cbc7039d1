import { Box, Typography } from '@mui/material';
import {
  DataTable,
  DateField,
  DateInput,
  List,
  NumberInput,
  SelectField,
  SelectInput,
  useTranslate,
} from 'react-admin';
import { SearchField } from '../shared/SearchField';
import { providerChoices, purposeChoices, statusChoices, type PaymentRecord } from './types';

const filters = [
  <SearchField key="q" source="q" alwaysOn placeholder="resources.payments.search" />,
  <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />,
  <SelectInput key="provider" source="provider" choices={providerChoices} />,
  <SelectInput key="purpose" source="purpose" choices={purposeChoices} />,
  <NumberInput key="user_id" source="user_id" />,
  <DateInput key="from" source="from" />,
  <DateInput key="to" source="to" />,
];

const Empty = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 4, textAlign: 'center' }}>
      <Typography variant="h6">{translate('resources.payments.empty.title')}</Typography>
      <Typography>{translate('resources.payments.empty.help')}</Typography>
    </Box>
  );
};

const Column = DataTable.Col<PaymentRecord>;

/** Every payment attempt, newest first: what support searches when a member says they paid. */
export const PaymentList = () => (
  <List filters={filters} sort={{ field: 'id', order: 'DESC' }} perPage={25} empty={<Empty />}>
    <DataTable<PaymentRecord> rowClick="show" bulkActionButtons={false}>
      <Column source="id" />
      <Column source="created_at">
        <DateField source="created_at" showTime />
      </Column>
      <Column source="member.full_name" disableSort render={(r) => r.member.full_name ?? `#${r.user_id}`} />
      <Column source="member.email" disableSort render={(r) => r.member.email ?? '—'} />
      <Column source="purpose" disableSort>
        <SelectField source="purpose" choices={purposeChoices} />
      </Column>
      <Column source="provider" disableSort>
        <SelectField source="provider" choices={providerChoices} />
      </Column>
      <Column source="txnid" disableSort />
      <Column
        source="amount_minor"
        label="resources.payments.fields.amount"
        render={(r) => `${r.currency} ${r.amount}`}
      />
      <Column source="status">
        <SelectField source="status" choices={statusChoices} />
      </Column>
      <Column source="paid_at">
        <DateField source="paid_at" showTime emptyText="—" />
      </Column>
    </DataTable>
  </List>
);
