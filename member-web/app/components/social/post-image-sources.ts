import type { PostMedia } from '@app/contracts';

/**
 * How wide a grid cell of a post's images is drawn, by the number of columns (social.css: the card is the
 * whole screen on phones, at most about 46rem wide elsewhere, and 2 or 3 images share a row).
 */
const CELL_SIZES: Record<number, string> = {
  2: '(max-width: 42rem) 50vw, 23rem',
  3: '(max-width: 42rem) 34vw, 16rem',
};

/** The attributes of one post image's `<img>`. */
export interface PostImageSources {
  src: string;
  width?: number;
  height?: number;
  srcSet?: string;
  sizes?: string;
  loading: 'eager' | 'lazy';
  decoding?: 'async';
}

/**
 * Which file a post card shows for an image, and how the browser may load it (decision 189):
 *
 * - the feed copy when the worker has made it, the stored image until then, always with that file's own
 *   width and height, so the card keeps its height before the image arrives (no layout shift);
 * - in a grid of 2 or 3 square cells (cropped by CSS), the square thumbnail is offered too: a phone's cell
 *   needs 320 px, not the 1080 px copy. A single image is offered the feed copy only: the stored original
 *   (up to 2048 px) would be picked by every high-density desktop screen, for little to see;
 * - `eager` for the images a reader sees first (the page's largest paint, LCP, must not wait for layout),
 *   lazily and decoded off the main thread for every other image.
 */
export function postImageSources(media: PostMedia, columns: number, eager: boolean): PostImageSources {
  const feed = media.feed_path
    ? { src: media.feed_path, width: media.feed_width, height: media.feed_height }
    : { src: media.path, width: media.width, height: media.height };
  const sources: PostImageSources = { src: feed.src, loading: eager ? 'eager' : 'lazy' };
  // A row from before sizes were stored would state 0: the image is drawn without a reserved box.
  if (feed.width && feed.height) {
    sources.width = feed.width;
    sources.height = feed.height;
  }
  const cell = CELL_SIZES[columns];
  if (
    cell &&
    media.feed_path &&
    media.thumb_path &&
    media.thumb_width &&
    feed.width &&
    media.thumb_width < feed.width
  ) {
    sources.srcSet = `${media.thumb_path} ${media.thumb_width}w, ${media.feed_path} ${feed.width}w`;
    sources.sizes = cell;
  }
  if (!eager) sources.decoding = 'async';
  return sources;
}
