/**
 * A member's photo is stored twice (decision 205): the photo itself (`avatars/{id}/{random}.jpg`, at most
 * 1 024 px a side), and a square copy of AVATAR_THUMBNAIL_PX beside it (`avatars/{id}/{random}-256.jpg`)
 * for the avatars the site draws at 32 to 112 CSS pixels. The API writes and serves both; the member site
 * asks for the copy. The name of one follows from the other, in a storage key or in a file's address.
 */
export const AVATAR_THUMBNAIL_PX = 256;

const PHOTO = /(^|\/)avatars\/(\d+)\/([0-9a-f]+)\.jpg$/;
const THUMBNAIL = new RegExp(`(^|/)avatars/(\\d+)/([0-9a-f]+)-${AVATAR_THUMBNAIL_PX}\\.jpg$`);

/** The square copy's key or address for a photo's; null for anything that is not a member's photo. */
export function avatarThumbnailOf(photo: string): string | null {
  return PHOTO.test(photo) ? photo.replace(PHOTO, `$1avatars/$2/$3-${AVATAR_THUMBNAIL_PX}.jpg`) : null;
}

/** The photo's key or address for its square copy's; null for anything that is not such a copy. */
export function avatarPhotoOf(thumbnail: string): string | null {
  return THUMBNAIL.test(thumbnail) ? thumbnail.replace(THUMBNAIL, '$1avatars/$2/$3.jpg') : null;
}
