export const plansMessages = {
  name: 'Plan |||| Plans and prices',
  fields: {
    id: 'Id',
    name: 'Name',
    kind: 'Kind',
    product_info: 'Product line',
    duration_months: 'Months',
    prices: 'Prices per country',
  },
};

export const planPricesMessages = {
  name: 'Price |||| Prices',
  fields: {
    plan_id: 'Plan',
    country_id: 'Country',
    currency: 'Currency',
    amount_minor: 'Price',
    display_minor: 'Shown before tax',
    intro_amount_minor: 'Introductory price',
    intro_display_minor: 'Introductory price shown',
  },
  add: 'Add a country price',
  history: 'Price history',
  everywhere_else: 'Every other country',
  new_checkouts_only:
    'A new price applies to checkouts started after you save; payments already started keep their amount.',
  help: {
    currency: 'Three letters (INR, USD…).',
    minor: 'In the currency’s smallest unit: 99900 = ₹999.00.',
    display: 'The headline on the plan page, in minor units.',
    intro: 'Blue tick only: the price for young accounts. Give both, or neither.',
  },
};
