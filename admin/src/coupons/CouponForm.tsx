import { Grid } from '@mui/material';
import type { ReactElement } from 'react';
import {
  BooleanInput,
  DateTimeInput,
  FormDataConsumer,
  NumberInput,
  ReferenceInput,
  required,
  SelectInput,
  SimpleForm,
  TextInput,
  minValue,
  maxValue,
  regex,
} from 'react-admin';
import { minorDigits } from '../shared/money';

const kindChoices = [
  { id: 'fixed', name: 'resources.coupons.kinds.fixed' },
  { id: 'percent', name: 'resources.coupons.kinds.percent' },
];

// Percentages are stored in basis points (1000 = 10%); staff type percentages.
const bpsToPercent = (bps: number | null | undefined) => (bps === null || bps === undefined ? '' : bps / 100);
const percentToBps = (value: string | number | null) =>
  value === '' || value === null || value === undefined ? null : Math.round(Number(value) * 100);
const blankToNull = (value: string | number | null) => (value === '' || value === undefined ? null : value);

/**
 * A fixed amount is stored in the currency's minor unit (paise); staff type rupees (issue 38 item 7): 300
 * or 300.50 in an INR coupon, the currency's own decimals otherwise (JPY none, KWD three).
 */
const minorToMajor = (currency: string | null | undefined) => (minor: number | null | undefined) =>
  minor === null || minor === undefined ? '' : minor / 10 ** minorDigits(currency || 'INR');
const majorToMinor = (currency: string | null | undefined) => (value: string | number | null) =>
  value === '' || value === null || value === undefined
    ? null
    : Math.round(Number(value) * 10 ** minorDigits(currency || 'INR'));

/**
 * One form for create and edit. The server checks the rules across fields (a fixed amount needs a
 * currency, an agent's coupon is in INR) and answers field by field; this form shows those errors.
 */
export const CouponForm = ({ toolbar }: { toolbar?: ReactElement }) => (
  <SimpleForm
    toolbar={toolbar}
    defaultValues={{ kind: 'fixed', currency: 'INR', max_uses_per_member: 1, is_active: true }}
  >
    <Grid container columnSpacing={2} sx={{ maxWidth: 900 }}>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextInput
          source="code"
          validate={[required(), regex(/^[A-Za-z0-9_-]{3,32}$/, 'resources.coupons.errors.code')]}
          helperText="resources.coupons.help.code"
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <SelectInput source="kind" choices={kindChoices} validate={required()} />
      </Grid>
      <FormDataConsumer>
        {({ formData }) =>
          formData.kind === 'percent' ? (
            <Grid size={{ xs: 12, md: 6 }}>
              <NumberInput
                source="percent_off_bps"
                format={bpsToPercent}
                parse={percentToBps}
                validate={[required(), minValue(1), maxValue(10_000)]}
                helperText="resources.coupons.help.percent"
              />
            </Grid>
          ) : (
            <Grid size={{ xs: 12, md: 6 }}>
              <NumberInput
                source="amount_off_minor"
                format={minorToMajor(formData.currency)}
                parse={majorToMinor(formData.currency)}
                validate={[required(), minValue(1, 'resources.coupons.errors.amount')]}
                helperText="resources.coupons.help.amount"
              />
            </Grid>
          )
        }
      </FormDataConsumer>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextInput source="currency" parse={blankToNull} helperText="resources.coupons.help.currency" />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <ReferenceInput source="plan_id" reference="plans">
          <SelectInput optionText="name" emptyText="resources.coupons.every_plan" parse={blankToNull} />
        </ReferenceInput>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }} />
      <Grid size={{ xs: 12, md: 6 }}>
        <DateTimeInput source="valid_from" parse={blankToNull} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <DateTimeInput source="valid_until" parse={blankToNull} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <NumberInput source="max_uses" parse={blankToNull} helperText="resources.coupons.help.no_limit" />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <NumberInput
          source="max_uses_per_member"
          parse={blankToNull}
          helperText="resources.coupons.help.no_limit"
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <NumberInput source="agent_user_id" parse={blankToNull} helperText="resources.coupons.help.agent" />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <NumberInput
          source="commission_bps"
          format={bpsToPercent}
          parse={(v) => percentToBps(v) ?? 0}
          helperText="resources.coupons.help.commission"
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <BooleanInput source="is_active" helperText="resources.coupons.help.active" />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <BooleanInput source="is_advertised" helperText="resources.coupons.help.advertised" />
      </Grid>
    </Grid>
  </SimpleForm>
);
