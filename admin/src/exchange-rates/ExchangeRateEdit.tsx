import { Create, DateInput, Edit, maxLength, regex, required, SimpleForm, TextInput } from 'react-admin';

/** The same checks as the API (ExchangeRateDto), so most mistakes are named before the request. */
const validate = {
  currency: [required(), regex(/^[A-Za-z]{3}$/, 'resources.exchange-rates.errors.currency')],
  rate_date: [required()],
  inr_per_unit: [required(), regex(/^\d{1,6}(\.\d{1,6})?$/, 'resources.exchange-rates.errors.inr_per_unit')],
  source: [required(), maxLength(100)],
};

/** A rate in rupees for one unit of the currency, on a date, with where it was read. */
const ExchangeRateForm = () => (
  <SimpleForm>
    <TextInput
      source="currency"
      validate={validate.currency}
      helperText="resources.exchange-rates.help.currency"
    />
    <DateInput source="rate_date" validate={validate.rate_date} />
    <TextInput
      source="inr_per_unit"
      validate={validate.inr_per_unit}
      helperText="resources.exchange-rates.help.inr_per_unit"
    />
    <TextInput source="source" validate={validate.source} />
  </SimpleForm>
);

export const ExchangeRateCreate = () => (
  <Create redirect="list" record={{ source: 'RBI reference rate' }}>
    <ExchangeRateForm />
  </Create>
);

/** A rate an invoice was valued at cannot change: the API answers 409 and the console shows its message. */
export const ExchangeRateEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list">
    <ExchangeRateForm />
  </Edit>
);
