export const imageBlocklistMessages = {
  name: 'Blocked image |||| Image blocklist',
  fields: {
    id: 'Id',
    thumbnail_url: 'Image',
    hash: 'Perceptual hash',
    reason: 'Reason',
    added_by: 'Added by',
    review_item_id: 'From item',
    created_at: 'Added at',
  },
  thumbnail: 'Blocked image %{id}',
};
