import { Box, Typography } from '@mui/material';
import {
  DataTable,
  DateInput,
  FilterButton,
  List,
  SelectField,
  SelectInput,
  TextInput,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import { SearchField } from '../shared/SearchField';
import { financialYearChoices } from './financialYears';
import { InvoiceExportButtons } from './InvoiceExportButtons';
import { InvoiceTotalsBar } from './InvoiceTotalsBar';
import { kindChoices, providerChoices, supplyChoices, type InvoiceRecord } from './types';

const filters = [
  <SearchField key="q" source="q" alwaysOn placeholder="resources.invoices.search" />,
  <SelectInput key="financial_year" source="financial_year" choices={financialYearChoices()} />,
  <TextInput key="month" source="month" type="month" />,
  <DateInput key="from" source="from" />,
  <DateInput key="to" source="to" />,
  <SelectInput key="kind" source="kind" choices={kindChoices} />,
  <SelectInput key="supply_type" source="supply_type" choices={supplyChoices} />,
  <SelectInput key="provider" source="provider" choices={providerChoices} />,
];

const ListActions = () => (
  <TopToolbar>
    <FilterButton />
    <InvoiceExportButtons />
  </TopToolbar>
);

const Empty = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 4, textAlign: 'center' }}>
      <Typography variant="h6">{translate('resources.invoices.empty.title')}</Typography>
      <Typography>{translate('resources.invoices.empty.help')}</Typography>
    </Box>
  );
};

const Column = DataTable.Col<InvoiceRecord>;
const Money = (field: 'taxable' | 'cgst' | 'sgst' | 'igst' | 'total') => (record: InvoiceRecord) =>
  `${record.currency} ${record[field]}`;

/** Every invoice issued, newest first; the totals of the whole filtered list above it. */
export const InvoiceList = () => (
  <List
    actions={<ListActions />}
    filters={filters}
    sort={{ field: 'id', order: 'DESC' }}
    perPage={25}
    empty={<Empty />}
  >
    <InvoiceTotalsBar />
    <DataTable<InvoiceRecord> rowClick="show" bulkActionButtons={false}>
      <Column source="invoice_no" />
      <Column source="invoice_date" />
      <Column
        source="recipient.name"
        disableSort
        render={(r) => r.recipient.business_name ?? r.recipient.name}
      />
      <Column source="recipient.gstin" disableSort render={(r) => r.recipient.gstin ?? '—'} />
      <Column source="kind" disableSort>
        <SelectField source="kind" choices={kindChoices} />
      </Column>
      <Column source="supply_type" disableSort>
        <SelectField source="supply_type" choices={supplyChoices} />
      </Column>
      <Column source="place_of_supply" disableSort />
      <Column source="taxable" disableSort render={Money('taxable')} />
      <Column source="cgst" disableSort render={Money('cgst')} />
      <Column source="sgst" disableSort render={Money('sgst')} />
      <Column source="igst" disableSort render={Money('igst')} />
      <Column source="total_minor" label="resources.invoices.fields.total" render={Money('total')} />
      <Column source="provider" disableSort>
        <SelectField source="provider" choices={providerChoices} />
      </Column>
    </DataTable>
  </List>
);
