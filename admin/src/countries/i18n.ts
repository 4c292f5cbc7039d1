export const countriesMessages = {
  name: 'Country |||| Countries',
  fields: {
    id: 'Id',
    name: 'Name',
    emoji: 'Flag',
    iso2: 'ISO 2',
    iso3: 'ISO 3',
    phonecode: 'Phone code',
    currency: 'Currency',
    currency_symbol: 'Symbol',
    region: 'Region',
    states_count: 'States',
    states: 'States',
    q: 'Search',
  },
};
