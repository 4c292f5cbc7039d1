export const watchedWordsMessages = {
  name: 'Watched word |||| Watched words',
  fields: {
    id: 'Id',
    word: 'Word',
    created_by: 'Added by (staff id)',
    created_at: 'Added at',
    q: 'Search',
  },
};
