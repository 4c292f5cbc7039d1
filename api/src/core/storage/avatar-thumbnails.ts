import { buffer } from 'node:stream/consumers';
import { AVATAR_THUMBNAIL_PX, avatarPhotoOf, avatarThumbnailOf } from '@app/contracts';
import { renderJpeg } from './images';
import type { StorageDriver } from './storage.driver';

/** The square copy of a member's photo that avatars show (decision 205), cropped to the middle. */
export async function renderAvatarThumbnail(photo: Buffer): Promise<Buffer> {
  const copy = await renderJpeg(photo, {
    width: AVATAR_THUMBNAIL_PX,
    height: AVATAR_THUMBNAIL_PX,
    fit: 'cover',
    quality: 80,
  });
  return copy.data;
}

/** Every key a member's photo is stored under: the photo, and its square copy. */
export function avatarKeys(photoKey: string): string[] {
  const thumbnail = avatarThumbnailOf(photoKey);
  return thumbnail ? [photoKey, thumbnail] : [photoKey];
}

/**
 * The square copy of a photo stored before copies were made, made from the photo when first asked for and
 * stored beside it; null when `key` names no copy or its photo is gone (or cannot be read as an image).
 */
export async function makeMissingAvatarThumbnail(
  storage: StorageDriver,
  key: string,
): Promise<Buffer | null> {
  const photoKey = avatarPhotoOf(key);
  const photo = photoKey ? await storage.get(photoKey) : null;
  if (!photo) return null;
  const thumbnail = await renderAvatarThumbnail(await buffer(photo.stream)).catch(() => null);
  if (thumbnail) await storage.put(key, thumbnail, 'image/jpeg');
  return thumbnail;
}
