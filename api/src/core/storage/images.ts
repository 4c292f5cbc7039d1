import sharp from 'sharp';

/** Formats members may upload, decided by the bytes (sharp's sniffing), never by file name or declared type. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);

/**
 * The largest upload decoded, in pixels (docs/decisions/054): 40 MP holds every phone and most camera
 * photos (a 7000 × 7000 image does not) and bounds what one request costs to decode, and it refuses
 * decompression bombs (a small file that would decode to a gigantic bitmap).
 */
export const MAX_INPUT_PIXELS = 40_000_000;

/** What members read about the limit: "40 megapixels". */
export const MAX_INPUT_MEGAPIXELS = MAX_INPUT_PIXELS / 1_000_000;

/**
 * Whether an image's header (sharp's metadata, read without decoding) names more than MAX_INPUT_PIXELS: one
 * page's worth for animated or multi-page images. Every image a member uploads is held to it: post, listing
 * and profile pictures, and the images of blue-tick documents (docs/decisions/054, 101).
 */
export const exceedsPixelLimit = (meta: { width?: number; height?: number; pageHeight?: number }) =>
  (meta.width ?? 0) * (meta.pageHeight ?? meta.height ?? 0) > MAX_INPUT_PIXELS;

/** A JPEG without metadata, with its dimensions. */
export interface CleanImage {
  data: Buffer;
  width: number;
  height: number;
}

/** How to size a re-encoded copy: fit inside the box, or cover it (cropped, for square thumbnails). */
export interface JpegSize {
  width: number;
  height: number;
  fit: 'inside' | 'cover';
  quality?: number;
}

/**
 * Renders any readable image as a JPEG of the given size. The orientation is applied first, transparency
 * is flattened on white, and nothing of the input's metadata (EXIF, GPS, ICC comments) is kept: sharp
 * writes none unless asked. Images are never enlarged.
 */
export async function renderJpeg(input: Buffer, size: JpegSize): Promise<CleanImage> {
  const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize(size.width, size.height, { fit: size.fit, withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: size.quality ?? 85 })
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/**
 * The size renderJpeg gives an upright image of `width` × `height`, worked out without the image: what a
 * response states for a copy it never opened (decision 189). It follows sharp's resize: never enlarged;
 * 'inside' scales by the tighter side, which lands on the box exactly while the other side is rounded
 * (half up); 'cover' crops to the box, so each side is the box's or the image's, whichever is smaller.
 */
export function renderedSize(
  width: number,
  height: number,
  size: JpegSize,
): { width: number; height: number } {
  if (size.fit === 'cover')
    return { width: Math.min(width, size.width), height: Math.min(height, size.height) };
  const widthFactor = width / size.width;
  const heightFactor = height / size.height;
  if (widthFactor <= 1 && heightFactor <= 1) return { width, height };
  if (widthFactor >= heightFactor)
    return { width: size.width, height: Math.max(1, Math.round(height / widthFactor)) };
  return { width: Math.max(1, Math.round(width / heightFactor)), height: size.height };
}

/** Why an upload was refused: not an accepted image, or more pixels than MAX_INPUT_PIXELS. */
export type ImageRefusal = 'not-image' | 'too-many-pixels';

/**
 * An upload checked by content and re-encoded without metadata, bounded to `maxPx` a side; otherwise why
 * it was refused. The pixel count comes from the header, before anything is decoded. This is the only work
 * on an image during a request, and it must stay there: no stored byte is ever an unstripped upload.
 */
export async function cleanUploadedImage(input: Buffer, maxPx: number): Promise<CleanImage | ImageRefusal> {
  const meta = await sharp(input, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (!meta?.format || !ACCEPTED_FORMATS.has(meta.format)) return 'not-image';
  if (!meta.width || !meta.height) return 'not-image';
  if (exceedsPixelLimit(meta)) return 'too-many-pixels';
  return renderJpeg(input, { width: maxPx, height: maxPx, fit: 'inside' }).catch(() => 'not-image' as const);
}
