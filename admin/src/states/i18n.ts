export const statesMessages = {
  name: 'State |||| States',
  fields: {
    id: 'Id',
    name: 'Name',
    country_id: 'Country',
    state_code: 'Code',
    cities_count: 'Cities',
  },
};
