import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { create as openFont } from 'fontkit';
import { skipNullAnchors, woffToSfnt } from './pdf-fonts';

/** A fontkit font opened straight from the @fontsource file, without pdf-fonts.ts's fallback around it. */
const plainFont = (name: string) =>
  openFont(
    woffToSfnt(
      readFileSync(
        require.resolve(`@fontsource/noto-sans-${name}/files/noto-sans-${name}-${name}-400-normal.woff`),
      ),
    ),
  );

/**
 * pdf-fonts.ts patches a private part of fontkit so that the Gurmukhi and Telugu fonts' NULL anchors do not
 * throw (decision 239). These tests fail when a fontkit upgrade moves that part (the invoices would then
 * lose those names' mark positioning to the fallback), or when fontkit fixes the bug (the patch can go).
 * The first test must run before anything in this file applies the patch: it patches a shared prototype.
 */
describe('the fontkit NULL-anchor patch', () => {
  it('is still needed: fontkit as shipped throws on the NULL anchors of the Gurmukhi font', () => {
    expect(() => plainFont('gurmukhi').layout('ਗੁਰਪ੍ਰੀਤ ਸਿੰਘ')).toThrow(TypeError);
  });

  it('finds the private GPOS processor it patches, after which fontkit lays those names out', () => {
    const gurmukhi = plainFont('gurmukhi');
    const telugu = plainFont('telugu');
    expect(skipNullAnchors(gurmukhi)).toBe(true);
    expect(skipNullAnchors(telugu)).toBe(true);
    expect(gurmukhi.layout('ਗੁਰਪ੍ਰੀਤ ਸਿੰਘ').glyphs.length).toBeGreaterThan(0);
    expect(telugu.layout('శ్రీనివాస్').glyphs.length).toBeGreaterThan(0);
  });

  it('declines an object that is not a fontkit font instead of throwing', () => {
    expect(skipNullAnchors({ layout: () => ({ glyphs: [], positions: [] }) })).toBe(false);
  });

  it('runs on the exact fontkit version it was written for', () => {
    const manifest = (file: string) =>
      JSON.parse(readFileSync(file, 'utf8')) as {
        version: string;
        dependencies: Record<string, string>;
      };
    expect(manifest(join(__dirname, '../../../package.json')).dependencies.fontkit).toBe('2.0.4');
    // fontkit's exports do not list its package.json: it is read beside its main file (dist/main.cjs).
    expect(manifest(join(dirname(require.resolve('fontkit')), '../package.json')).version).toBe('2.0.4');
  });
});
