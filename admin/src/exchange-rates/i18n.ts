export const exchangeRatesMessages = {
  name: 'Exchange rate |||| Exchange rates',
  fields: {
    id: 'Id',
    currency: 'Currency',
    rate_date: 'Date',
    inr_per_unit: 'Rupees for 1 unit',
    source: 'Source',
    created_at: 'Entered at',
    updated_at: 'Changed at',
  },
  help: {
    currency: 'The three-letter code, such as AED or USD.',
    inr_per_unit: 'The RBI reference rate of that day: how many rupees one unit is worth, e.g. 22.6543.',
  },
  errors: {
    currency: 'A three-letter code such as AED',
    inr_per_unit: 'Rupees for one unit, with at most 6 decimals',
  },
};
