export const tradeCategoriesMessages = {
  name: 'Trade category |||| Trade categories',
  fields: {
    id: 'Id',
    name_en: 'Name (English)',
    name_hi: 'Name (Hindi)',
    keywords: 'Keywords',
    position: 'Position',
    created_at: 'Added at',
    updated_at: 'Changed at',
    q: 'Search',
  },
  help: {
    keywords:
      'Words and phrases, separated by commas (paneer, dahi, cold drinks): a requirement using them is suggested this category.',
    position: 'Lower first in the lists members see.',
  },
};
