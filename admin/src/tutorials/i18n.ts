export const tutorialsMessages = {
  name: 'Tutorial |||| Tutorials',
  fields: {
    id: 'Id',
    title: 'Title',
    link: 'Video link',
    position: 'Order',
    image: 'Picture',
    published: 'Published',
    updated_at: 'Updated',
  },
  search: 'Search titles',
  link_help: "Empty: the page says 'Video Uploading In Progress!!'.",
};
