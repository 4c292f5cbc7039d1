export const policyPagesMessages = {
  name: 'Policy page |||| Policy pages',
  fields: {
    id: 'Id',
    slug: 'Page',
    title_en: 'Title',
    intro_en: 'Intro',
    description_en: 'Description for search engines',
    body_en: 'Text',
    title_hi: 'Title in Hindi',
    intro_hi: 'Intro in Hindi',
    description_hi: 'Description in Hindi',
    body_hi: 'Text in Hindi',
    hindi: 'Hindi',
    updated_at: 'Updated',
  },
  tabs: { english: 'English (binding)', hindi: 'Hindi' },
  search: 'Search titles',
  has_hindi: 'In Hindi',
  no_hindi: 'English only',
  english_help:
    'The English text binds: the Hindi page says so and links to it. {{support_email}} in a text shows the support address of the settings.',
  hindi_help:
    'Optional. Without a Hindi title and text, Hindi readers get the English page with a note. Keep it in step with the English text.',
  body_help:
    'HTML: paragraphs, headings, bold, italic, quotes, lists and links are kept; images are removed.',
};
