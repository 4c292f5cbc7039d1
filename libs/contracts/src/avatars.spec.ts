import { describe, expect, it } from '@jest/globals';
import { avatarPhotoOf, avatarThumbnailOf } from './avatars.js';

describe('avatar copies', () => {
  it('names the square copy beside the photo, by key and by address', () => {
    expect(avatarThumbnailOf('avatars/12/ab12cd.jpg')).toBe('avatars/12/ab12cd-256.jpg');
    expect(avatarThumbnailOf('http://127.0.0.1:4000/api/files/avatars/12/ab12cd.jpg')).toBe(
      'http://127.0.0.1:4000/api/files/avatars/12/ab12cd-256.jpg',
    );
  });

  it('finds the photo of a copy, and nothing for other files', () => {
    expect(avatarPhotoOf('avatars/12/ab12cd-256.jpg')).toBe('avatars/12/ab12cd.jpg');
    expect(avatarPhotoOf('avatars/12/ab12cd.jpg')).toBeNull();
    expect(avatarPhotoOf('avatars/12/ab12cd-128.jpg')).toBeNull();
    expect(avatarPhotoOf('posts/12/ab12cd-256.jpg')).toBeNull();
    expect(avatarThumbnailOf('avatars/12/ab12cd-256.jpg')).toBeNull();
    expect(avatarThumbnailOf('posts/3/ab12cd.jpg')).toBeNull();
    expect(avatarThumbnailOf('https://elsewhere.example/me.png')).toBeNull();
  });
});
