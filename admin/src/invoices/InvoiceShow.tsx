import { DateField, SelectField, Show, SimpleShowLayout, TextField } from 'react-admin';
import { CreditNote, InvoicePdf } from './InvoicePdf';
import { kindChoices, providerChoices, supplyChoices } from './types';

export const InvoiceShow = () => (
  <Show>
    <SimpleShowLayout direction="row" flexWrap="wrap" useFlexGap spacing={4}>
      <TextField source="invoice_no" />
      <TextField source="invoice_date" />
      <SelectField source="kind" choices={kindChoices} />
      <TextField source="plan_name" />
      <TextField source="coupon_code" emptyText="—" />
      <SelectField source="supply_type" choices={supplyChoices} />
      <TextField source="place_of_supply" />
      <TextField source="sac" />
    </SimpleShowLayout>
    <SimpleShowLayout direction="row" flexWrap="wrap" useFlexGap spacing={4}>
      <TextField source="currency" />
      <TextField source="taxable" />
      <TextField source="cgst" />
      <TextField source="sgst" />
      <TextField source="igst" />
      <TextField source="total" />
    </SimpleShowLayout>
    {/* A foreign-currency invoice's value in rupees and the rate it was valued at (decision 293). */}
    <SimpleShowLayout direction="row" flexWrap="wrap" useFlexGap spacing={4}>
      <TextField source="taxable_inr" emptyText="—" />
      <TextField source="total_inr" emptyText="—" />
      <TextField source="inr_rate" emptyText="—" />
      <TextField source="inr_rate_date" emptyText="—" />
    </SimpleShowLayout>
    <SimpleShowLayout direction="row" flexWrap="wrap" useFlexGap spacing={4}>
      <TextField source="recipient.name" />
      <TextField source="recipient.business_name" emptyText="—" />
      <TextField source="recipient.email" />
      <TextField source="recipient.gstin" emptyText="—" />
      <TextField source="user_id" />
    </SimpleShowLayout>
    <SimpleShowLayout direction="row" flexWrap="wrap" useFlexGap spacing={4}>
      <SelectField source="provider" choices={providerChoices} />
      <TextField source="provider_ref" />
      <TextField source="payment_id" />
      <DateField source="paid_at" showTime />
      <DateField source="issued_at" showTime />
      <DateField source="receipt_mailed_at" showTime emptyText="—" />
    </SimpleShowLayout>
    <SimpleShowLayout>
      <CreditNote />
      <InvoicePdf />
    </SimpleShowLayout>
  </Show>
);
