export const podcastsMessages = {
  name: 'Podcast |||| Podcasts',
  fields: {
    id: 'Id',
    title: 'Title',
    series: 'Series',
    link: 'Video link',
    description: 'Description',
    image: 'Picture',
    published: 'Published',
    updated_at: 'Updated',
  },
  search: 'Search titles',
  published_yes: 'Published',
  published_no: 'Not published',
  link_help: 'Where WATCH NOW leads (http or https). Empty: the video is not ready yet.',
};
