import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import {
  DateField,
  Labeled,
  Link,
  SelectField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { RecheckButton } from './RecheckButton';
import { RefundButton } from './RefundButton';
import { providerChoices, purposeChoices, statusChoices, type PaymentRecord } from './types';

const Actions = () => (
  <TopToolbar>
    <RecheckButton />
    <RefundButton />
  </TopToolbar>
);

const when = (iso: string) => new Date(iso).toLocaleString();

/** What the provider last verified about the payment, or a note that nobody asked it yet. */
const ProviderVerified = () => {
  const record = useRecordContext<PaymentRecord>();
  const translate = useTranslate();
  if (!record) return null;
  const verified = record.provider_verified;
  return (
    <Labeled label="resources.payments.fields.provider_verified">
      <Typography data-testid="provider-verified">
        {verified
          ? translate('resources.payments.verified', {
              outcome: verified.outcome,
              source: translate(`resources.payments.sources.${verified.source}`),
              when: when(verified.received_at),
            })
          : translate('resources.payments.never_verified')}
      </Typography>
    </Labeled>
  );
};

/** The returns, webhooks and checks of the payment, newest first. */
const Events = () => {
  const record = useRecordContext<PaymentRecord>();
  const translate = useTranslate();
  if (!record) return null;
  const events = record.events ?? [];
  return (
    <Labeled label="resources.payments.fields.events">
      {events.length === 0 ? (
        <Typography>{translate('resources.payments.no_events')}</Typography>
      ) : (
        <Table size="small" aria-label={translate('resources.payments.fields.events')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('resources.payments.events.received_at')}</TableCell>
              <TableCell>{translate('resources.payments.events.source')}</TableCell>
              <TableCell>{translate('resources.payments.events.event')}</TableCell>
              <TableCell>{translate('resources.payments.events.outcome')}</TableCell>
              <TableCell>{translate('resources.payments.events.detail')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {events.map((e) => (
              <TableRow key={e.id}>
                <TableCell>{when(e.received_at)}</TableCell>
                <TableCell>{translate(`resources.payments.sources.${e.source}`)}</TableCell>
                <TableCell>{e.event}</TableCell>
                <TableCell>{e.outcome}</TableCell>
                <TableCell sx={{ fontFamily: 'monospace', fontSize: 12 }}>
                  {e.detail
                    ? Object.entries(e.detail)
                        .filter(([, v]) => v !== null && v !== '')
                        .map(([k, v]) => `${k}: ${String(v)}`)
                        .join(' · ')
                    : '—'}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Labeled>
  );
};

/** The refund of the payment and the credit note that cancelled its invoice, if it was refunded. */
const RefundDetails = () => {
  const record = useRecordContext<PaymentRecord>();
  const translate = useTranslate();
  if (!record?.refund) return null;
  return (
    <Labeled label="resources.payments.fields.refund">
      <Typography data-testid="refund">
        {translate('resources.payments.refunded', {
          when: when(record.refund.created_at),
          reference: record.refund.provider_refund_id,
          reason: record.refund.reason,
          note: record.credit_note?.credit_note_no ?? '—',
        })}
      </Typography>
    </Labeled>
  );
};

const InvoiceLink = () => {
  const record = useRecordContext<PaymentRecord>();
  if (!record) return null;
  return (
    <Labeled label="resources.payments.fields.invoice">
      {record.invoice ? (
        <Link to={`/invoices/${record.invoice.id}/show`}>{record.invoice.invoice_no}</Link>
      ) : (
        <span>—</span>
      )}
    </Labeled>
  );
};

export const PaymentShow = () => (
  <Show actions={<Actions />}>
    <SimpleShowLayout direction="row" flexWrap="wrap" useFlexGap spacing={4}>
      <TextField source="id" />
      <SelectField source="status" choices={statusChoices} />
      <TextField source="failure_reason" emptyText="—" />
      <SelectField source="provider" choices={providerChoices} />
      <TextField source="txnid" emptyText="—" />
      <TextField source="provider_payment_id" emptyText="—" />
      <ProviderVerified />
    </SimpleShowLayout>
    <SimpleShowLayout direction="row" flexWrap="wrap" useFlexGap spacing={4}>
      <TextField source="member.full_name" emptyText="—" />
      <TextField source="member.email" emptyText="—" />
      <TextField source="user_id" />
      <SelectField source="purpose" choices={purposeChoices} />
      <TextField source="subscription_id" emptyText="—" />
      <TextField source="bluetick_request_id" emptyText="—" />
    </SimpleShowLayout>
    <SimpleShowLayout direction="row" flexWrap="wrap" useFlexGap spacing={4}>
      <TextField source="currency" />
      <TextField source="list_amount" />
      <TextField source="discount" />
      <TextField source="coupon_code" emptyText="—" />
      <TextField source="amount" />
      <DateField source="created_at" showTime />
      <DateField source="paid_at" showTime emptyText="—" />
      <InvoiceLink />
      <RefundDetails />
    </SimpleShowLayout>
    <SimpleShowLayout>
      <Events />
    </SimpleShowLayout>
  </Show>
);
