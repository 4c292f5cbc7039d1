import sharp from 'sharp';
import { type JpegSize, renderedSize, renderJpeg } from './images';

const FEED: JpegSize = { width: 1080, height: 1350, fit: 'inside' };
const THUMB: JpegSize = { width: 320, height: 320, fit: 'cover' };

/** A plain JPEG of the given size, as stored originals are (JPEG inputs take sharp's shrink-on-load path). */
const jpegOf = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#8a8a8a' } })
    .jpeg()
    .toBuffer();

describe('renderedSize', () => {
  it('keeps an image that already fits the box', () => {
    expect(renderedSize(1000, 800, FEED)).toEqual({ width: 1000, height: 800 });
    expect(renderedSize(100, 50, THUMB)).toEqual({ width: 100, height: 50 });
  });

  it('scales by the tighter side and rounds the other half up', () => {
    expect(renderedSize(2048, 1536, FEED)).toEqual({ width: 1080, height: 810 });
    expect(renderedSize(1536, 2048, FEED)).toEqual({ width: 1013, height: 1350 });
  });

  it('crops a cover to the box, never past the image', () => {
    expect(renderedSize(2048, 1536, THUMB)).toEqual({ width: 320, height: 320 });
    expect(renderedSize(200, 1000, THUMB)).toEqual({ width: 200, height: 320 });
  });

  // The sizes a response states must be the ones the worker's files have: checked against sharp itself,
  // on originals as the upload path stores them (at most 2048 px a side, some thin, some odd).
  it.each([
    [2048, 1536],
    [1536, 2048],
    [2048, 2048],
    [2047, 1023],
    [1111, 1999],
    [1081, 1351],
    [2000, 1351],
    [1201, 1333],
    [1080, 2000],
    [2048, 3],
    [3, 2048],
    [333, 777],
    [1279, 1600],
    [1625, 2031],
  ])('matches what sharp renders from a %i × %i original', async (width, height) => {
    const original = await jpegOf(width, height);
    for (const size of [FEED, THUMB]) {
      const rendered = await renderJpeg(original, size);
      expect(renderedSize(width, height, size)).toEqual({ width: rendered.width, height: rendered.height });
    }
  });
});
