import sharp from 'sharp';
import { differenceHash, hammingDistance, hashHex, SAME_IMAGE_MAX_DISTANCE } from './perceptual-hash';

/** A picture with structure: shapes of different brightness on a gradient. */
function picture(shapes: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480">
    <defs><linearGradient id="g"><stop offset="0" stop-color="#203040"/><stop offset="1" stop-color="#c0d0e0"/></linearGradient></defs>
    <rect width="640" height="480" fill="url(#g)"/>${shapes}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
const shapesA =
  '<circle cx="160" cy="200" r="110" fill="#f0e040"/><rect x="380" y="60" width="200" height="340" fill="#101010"/>';
const shapesB =
  '<rect x="40" y="300" width="560" height="120" fill="#ffffff"/><circle cx="480" cy="140" r="90" fill="#000000"/>';

describe('differenceHash', () => {
  it('gives the same picture nearly the same hash after re-encoding and resizing', async () => {
    const original = await picture(shapesA);
    const copies = await Promise.all([
      sharp(original).resize(500).jpeg({ quality: 40 }).toBuffer(),
      sharp(original).resize(200).webp({ quality: 50 }).toBuffer(),
      sharp(original).resize(1280).png().toBuffer(),
      sharp(original).modulate({ brightness: 1.1 }).jpeg().toBuffer(),
    ]);
    const hash = await differenceHash(original);
    expect(hash.detailed).toBe(true);
    for (const copy of copies) {
      expect(hammingDistance(hash.hash, (await differenceHash(copy)).hash)).toBeLessThanOrEqual(
        SAME_IMAGE_MAX_DISTANCE,
      );
    }
  });

  it('tells different pictures apart', async () => {
    const [a, b] = await Promise.all([
      picture(shapesA).then(differenceHash),
      picture(shapesB).then(differenceHash),
    ]);
    expect(hammingDistance(a.hash, b.hash)).toBeGreaterThan(SAME_IMAGE_MAX_DISTANCE);
  });

  it('marks a flat picture as without detail', async () => {
    const flat = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#777777' } })
      .png()
      .toBuffer();
    expect((await differenceHash(flat)).detailed).toBe(false);
  });
});

describe('hammingDistance', () => {
  it('counts differing bits over all 64', () => {
    expect(hammingDistance(0n, 0n)).toBe(0);
    expect(hammingDistance(0n, 0xffff_ffff_ffff_ffffn)).toBe(64);
    expect(hammingDistance(0b1011n, 0b0001n)).toBe(2);
    expect(hashHex(0xabcn)).toBe('0000000000000abc');
  });
});
