import sharp from 'sharp';
import { MAX_INPUT_PIXELS } from '../../../core/storage/images';
import { checkDocument, sniffDocument } from './documents';

const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

describe('blue-tick document checks', () => {
  it('recognises PDF, JPEG, PNG and WebP by their first bytes', async () => {
    expect(sniffDocument(pdf)).toBe('pdf');
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const jpg = await sharp(png).jpeg().toBuffer();
    const webp = await sharp(png).webp().toBuffer();
    expect([sniffDocument(png), sniffDocument(jpg), sniffDocument(webp)]).toEqual(['png', 'jpg', 'webp']);
    expect(await checkDocument(png)).toBe('png');
    expect(await checkDocument(jpg)).toBe('jpg');
  });

  it('refuses other content whatever it is called', async () => {
    expect(sniffDocument(Buffer.from('<html><script>alert(1)</script></html>'))).toBeNull();
    expect(sniffDocument(Buffer.from('MZ\x90\x00'))).toBeNull();
    expect(await checkDocument(Buffer.alloc(0))).toBe('not-document');
  });

  it('refuses a truncated PDF and an image header with nothing behind it', async () => {
    expect(await checkDocument(Buffer.from('%PDF-1.4\n1 0 obj'))).toBe('not-document');
    expect(
      await checkDocument(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])),
    ).toBe('not-document');
  });

  it('holds document images to the pixel limit of every uploaded image (posts, listings, photos)', async () => {
    const jpeg = (width: number, height: number) =>
      sharp({ create: { width, height, channels: 3, background: '#fff' } })
        .jpeg({ quality: 30 })
        .toBuffer();
    const width = 8000;
    const height = MAX_INPUT_PIXELS / width;
    expect(await checkDocument(await jpeg(width, height))).toBe('jpg');
    expect(await checkDocument(await jpeg(width, height + 1))).toBe('too-many-pixels');
  });
});
