import type { PostMedia } from '@app/contracts';
import { describe, expect, it } from '@jest/globals';
import { postImageSources } from './post-image-sources';

const FILES = 'https://files.example/posts/7/abc';

/** A 1500 × 2000 image whose copies the worker has made (as the API states them). */
const made: PostMedia = {
  id: 1,
  path: `${FILES}.jpg`,
  feed_path: `${FILES}-feed.jpg`,
  thumb_path: `${FILES}-thumb.jpg`,
  width: 1500,
  height: 2000,
  feed_width: 1013,
  feed_height: 1350,
  thumb_width: 320,
  thumb_height: 320,
};

const waiting: PostMedia = {
  ...made,
  feed_path: null,
  thumb_path: null,
  feed_width: null,
  feed_height: null,
  thumb_width: null,
  thumb_height: null,
};

describe('post image sources', () => {
  it('shows the feed copy at its own size, lazily and decoded off the main thread below the fold', () => {
    expect(postImageSources(made, 1, false)).toEqual({
      src: `${FILES}-feed.jpg`,
      width: 1013,
      height: 1350,
      loading: 'lazy',
      decoding: 'async',
    });
  });

  it('loads the first screenful’s image at once (the largest paint does not wait)', () => {
    expect(postImageSources(made, 1, true)).toEqual({
      src: `${FILES}-feed.jpg`,
      width: 1013,
      height: 1350,
      loading: 'eager',
    });
  });

  it('shows the stored image at its size until the copies are made', () => {
    expect(postImageSources(waiting, 2, false)).toMatchObject({
      src: `${FILES}.jpg`,
      width: 1500,
      height: 2000,
    });
    expect(postImageSources(waiting, 2, false).srcSet).toBeUndefined();
  });

  it('offers the thumbnail to grid cells, never to a single image', () => {
    expect(postImageSources(made, 3, false)).toMatchObject({
      srcSet: `${FILES}-thumb.jpg 320w, ${FILES}-feed.jpg 1013w`,
      sizes: '(max-width: 42rem) 34vw, 16rem',
    });
    expect(postImageSources(made, 1, false).srcSet).toBeUndefined();
  });

  it('offers no thumbnail that is not smaller than the feed copy (a small image)', () => {
    const small = { ...made, width: 300, height: 500, feed_width: 300, feed_height: 500, thumb_width: 300 };
    expect(postImageSources(small, 2, false).srcSet).toBeUndefined();
  });

  it('reserves no box for an image of unknown size', () => {
    const unknown = { ...waiting, width: 0, height: 0 };
    const sources = postImageSources(unknown, 1, false);
    expect(sources.width).toBeUndefined();
    expect(sources.height).toBeUndefined();
  });
});
