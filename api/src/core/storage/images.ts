import sharp from 'sharp';

/** Formats members may upload, decided by the bytes (sharp's sniffing), never by file name or declared type. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);

/** Refuses decompression bombs: a small file that would decode to a gigantic bitmap. */
const MAX_INPUT_PIXELS = 50_000_000;

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
 * An upload checked by content and re-encoded without metadata, bounded to `maxPx` a side; null when the
 * bytes are not an accepted image (or do not decode).
 */
export async function cleanUploadedImage(input: Buffer, maxPx: number): Promise<CleanImage | null> {
  const meta = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
    .metadata()
    .catch(() => null);
  if (!meta?.format || !ACCEPTED_FORMATS.has(meta.format)) return null;
  return renderJpeg(input, { width: maxPx, height: maxPx, fit: 'inside' }).catch(() => null);
}
