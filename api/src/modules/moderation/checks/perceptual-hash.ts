import sharp from 'sharp';
import { MAX_INPUT_PIXELS } from '../../../core/storage/images';

/** The hash grid: 9×8 luminance samples give 8×8 left/right comparisons, 64 bits. */
const GRID_W = 9;
const GRID_H = 8;

/** The most bits two hashes may differ by and still be the same picture (re-encoded, resized, retouched). */
export const SAME_IMAGE_MAX_DISTANCE = 10;

/** Below this spread of the grid's luminance a picture is nearly flat: its hash says little about it. */
const MIN_DETAIL_SPREAD = 8;

export interface ImageHash {
  /** 64-bit difference hash (dHash). */
  hash: bigint;
  /** False for a nearly flat picture, whose hash would match every other flat picture. */
  detailed: boolean;
}

/**
 * The difference hash of an image: grey samples on a 9×8 grid (orientation applied, transparency on
 * white), one bit per horizontally adjacent pair where the left sample is brighter. It survives
 * re-encoding, resizing and small colour changes, which byte hashes do not. The picture is first brought
 * to a fixed 72×64 so that every input size reaches the grid through the same filter (straight from a
 * large image the samples shift with the input size).
 */
export async function differenceHash(image: Buffer): Promise<ImageHash> {
  // Decompression bombs are refused at the limit of every uploaded image.
  const normalized = await sharp(image, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .flatten({ background: '#ffffff' })
    .greyscale()
    .resize(GRID_W * 8, GRID_H * 8, { fit: 'fill' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { data, info } = await sharp(normalized.data, { raw: normalized.info })
    .resize(GRID_W, GRID_H, { fit: 'fill' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const samples = Array.from({ length: GRID_W * GRID_H }, (_, i) => data[i * info.channels]!);
  let hash = 0n;
  for (let y = 0; y < GRID_H; y++) {
    for (let x = 0; x < GRID_W - 1; x++)
      hash = (hash << 1n) | (samples[y * GRID_W + x]! > samples[y * GRID_W + x + 1]! ? 1n : 0n);
  }
  return { hash, detailed: Math.max(...samples) - Math.min(...samples) >= MIN_DETAIL_SPREAD };
}

/** How many of the 64 bits differ. */
export function hammingDistance(a: bigint, b: bigint): number {
  let rest = BigInt.asUintN(64, a ^ b);
  let bits = 0;
  for (; rest; rest &= rest - 1n) bits++;
  return bits;
}

/** 16 hex digits, as evidence shows it. */
export const hashHex = (hash: bigint) => hash.toString(16).padStart(16, '0');
