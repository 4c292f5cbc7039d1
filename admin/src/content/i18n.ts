/** Texts shared by the podcast, blog and tutorial screens (`app.content.*`). */
export const contentMessages = {
  choose_image: 'Choose image',
  remove_image: 'Remove image',
  uploading: 'Uploading…',
  image_preview: 'Chosen image',
  image_help: 'JPEG, PNG, WebP or GIF up to 8 MB; it is re-encoded and its metadata removed.',
  body_help: 'HTML: paragraphs, headings, bold, italic, quotes, lists, links and uploaded images are kept.',
  view_on_site: 'View on the site',
  not_on_site:
    'Not on the site yet: a draft, or scheduled for later. It gets its link there once it is out (Preview shows how it will look).',
  tools: {
    label: 'Formatting',
    paragraph: 'Paragraph',
    heading: 'Heading',
    bold: 'Bold',
    italic: 'Italic',
    quote: 'Quote',
    list: 'List',
    link: 'Link',
    link_prompt: 'Link address (https://…)',
    image: 'Image',
    preview: 'Preview',
    edit: 'Edit HTML',
  },
};
