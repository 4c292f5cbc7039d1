import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import { create as openFont, type Font } from 'fontkit';
import type PDFDocument from 'pdfkit';

type Doc = InstanceType<typeof PDFDocument>;
export type Weight = 'regular' | 'bold';

/**
 * Fonts for names and addresses in the Indian scripts (decision 169): Noto Sans of each script, from the
 * @fontsource packages (WOFF files; pdfkit lays text out with fontkit, which shapes Indic text: conjuncts,
 * matras, reph). Latin text stays in the standard Helvetica. Each font is read, unpacked and opened once per
 * process (parsing a script font's layout tables costs far more than a whole invoice), and embedded only
 * in the documents that use it, as a subset of the glyphs used.
 */
const SCRIPTS = {
  Devanagari: 'devanagari',
  Gujarati: 'gujarati',
  Tamil: 'tamil',
  Bengali: 'bengali',
  Gurmukhi: 'gurmukhi',
  Telugu: 'telugu',
  Kannada: 'kannada',
  Malayalam: 'malayalam',
  Oriya: 'oriya',
} as const;
export type Script = keyof typeof SCRIPTS;

const SCRIPT_PATTERNS = (Object.keys(SCRIPTS) as Script[]).map(
  (script) => [script, new RegExp(`\\p{Script=${script}}`, 'u')] as const,
);
/**
 * Characters several scripts share (dandas, joiners, combining marks) belong to the run they are in. ASCII
 * and Latin-1 ones (spaces, commas, digits) are Helvetica's: the script fonts' files carry only their script.
 */
const SHARED = /[\p{Script=Common}\p{Script=Inherited}]/u;
const LATIN1 = /[\u0020-\u00FF]/;

/**
 * The plain OpenType file inside a WOFF 1.0 file (its tables, inflated). fontkit reads WOFF too, but
 * inflates a table again at each access, which makes every subset slow.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('not a WOFF 1.0 font');
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, i) => {
    const at = 44 + i * 20;
    const offset = woff.readUInt32BE(at + 4);
    const packed = woff.readUInt32BE(at + 8);
    const size = woff.readUInt32BE(at + 12);
    const raw = woff.subarray(offset, offset + packed);
    return {
      tag: woff.toString('latin1', at, at + 4),
      checksum: woff.readUInt32BE(at + 16),
      data: packed < size ? inflateSync(raw) : raw,
    };
  });
  const header = Buffer.alloc(12 + 16 * count);
  header.writeUInt32BE(woff.readUInt32BE(4), 0); // the flavour: TrueType or CFF outlines
  header.writeUInt16BE(count, 4);
  const log2 = Math.floor(Math.log2(count));
  header.writeUInt16BE(2 ** log2 * 16, 6);
  header.writeUInt16BE(log2, 8);
  header.writeUInt16BE(count * 16 - 2 ** log2 * 16, 10);
  const parts: Buffer[] = [header];
  let position = header.length;
  tables.forEach((table, i) => {
    const at = 12 + 16 * i;
    header.write(table.tag, at, 'latin1');
    header.writeUInt32BE(table.checksum, at + 4);
    header.writeUInt32BE(position, at + 8);
    header.writeUInt32BE(table.data.length, at + 12);
    const padding = (4 - (table.data.length % 4)) % 4;
    parts.push(table.data, Buffer.alloc(padding));
    position += table.data.length + padding;
  });
  return Buffer.concat(parts);
}

const fonts = new Map<string, Font>();

/** The positioning features of the Indic shapers that attach marks to their base by anchors. */
const MARK_POSITIONING = ['abvm', 'blwm', 'mark', 'mkmk', 'dist'];

interface AnchorProcessor {
  applyAnchor(markRecord: { markAnchor?: unknown } | null, baseAnchor: unknown, baseIndex: number): void;
  nullAnchorsSkipped?: boolean;
}

/**
 * fontkit reads a NULL anchor (a mark class that does not attach to that base, which the OpenType
 * specification allows; the Noto Gurmukhi and Telugu fonts have them) as an anchor and throws. fontkit has
 * no public option for it (its last release, 2.0.4, still throws), so its GPOS processor is patched: such a
 * mark is left where it is, as the specification says. The patch reaches private fields
 * (`_layoutEngine.engine.GPOSProcessor`), so fontkit is pinned to the exact version in api/package.json
 * and pdf-fonts.spec.ts fails when an upgrade moves them (decision 239). Returns whether the patch is in
 * place; it patches the processor's prototype, once for every font.
 */
export function skipNullAnchors(font: Font): boolean {
  const engine = (font as unknown as { _layoutEngine?: { engine?: { GPOSProcessor?: AnchorProcessor } } })
    ._layoutEngine?.engine;
  const processor = engine?.GPOSProcessor && (Object.getPrototypeOf(engine.GPOSProcessor) as AnchorProcessor);
  if (!processor || typeof processor.applyAnchor !== 'function') return false;
  if (!processor.nullAnchorsSkipped) {
    const applyAnchor = processor.applyAnchor;
    processor.applyAnchor = function (this: AnchorProcessor, markRecord, baseAnchor, baseIndex) {
      if (!baseAnchor || !markRecord?.markAnchor) return;
      applyAnchor.call(this, markRecord, baseAnchor, baseIndex);
    };
    processor.nullAnchorsSkipped = true;
  }
  return true;
}

/** Layout features that leave marks at their default place (no anchor positioning), on top of `features`. */
export function withoutMarkPositioning(
  features?: string[] | Record<string, boolean>,
): Record<string, boolean> {
  const asked = Array.isArray(features)
    ? Object.fromEntries(features.map((tag) => [tag, true]))
    : { ...features };
  return { ...asked, ...Object.fromEntries(MARK_POSITIONING.map((tag) => [tag, false])) };
}

/**
 * Makes a font safe to lay out with fontkit 2.0: NULL anchors are skipped (skipNullAnchors), and should any
 * other layout error happen, the run is laid out again without mark positioning (marks at their default
 * place), so a name never stops an invoice from being issued.
 */
function hardened(font: Font): Font {
  skipNullAnchors(font);
  const layout = font.layout.bind(font);
  font.layout = (text, features, ...rest) => {
    try {
      return layout(text, features, ...rest);
    } catch {
      return layout(text, withoutMarkPositioning(features), ...rest);
    }
  };
  return font;
}

/** The script's font, opened once per process. */
export function scriptFont(script: Script, weight: Weight): Font {
  const name = SCRIPTS[script];
  const key = `${name}-${weight}`;
  let font = fonts.get(key);
  if (!font) {
    const path = require.resolve(
      `@fontsource/noto-sans-${name}/files/noto-sans-${name}-${name}-${weight === 'bold' ? 700 : 400}-normal.woff`,
    );
    font = hardened(openFont(woffToSfnt(readFileSync(path))));
    fonts.set(key, font);
  }
  return font;
}

/** The script fonts each document has registered. */
const registeredFonts = new WeakMap<Doc, Set<string>>();

/** The font name a run is drawn with, registering the script's font with the document on first use. */
function fontFor(doc: Doc, script: Script | null, weight: Weight): string {
  if (!script) return weight === 'bold' ? 'Helvetica-Bold' : 'Helvetica';
  const name = `noto-${SCRIPTS[script]}-${weight}`;
  // Kept here rather than read from pdfkit's private _registeredFonts.
  let registered = registeredFonts.get(doc);
  if (!registered) registeredFonts.set(doc, (registered = new Set()));
  // pdfkit takes an opened fontkit font as well as a file (its types name only files).
  if (!registered.has(name)) {
    doc.registerFont(name, scriptFont(script, weight) as unknown as Uint8Array);
    registered.add(name);
  }
  return name;
}

function scriptOf(ch: string): Script | null | 'shared' {
  if (LATIN1.test(ch)) return null;
  if (SHARED.test(ch)) return 'shared';
  for (const [script, pattern] of SCRIPT_PATTERNS) if (pattern.test(ch)) return script;
  return null;
}

export interface Run {
  script: Script | null;
  text: string;
}

/** Splits text into runs of one script each (null: Latin and everything Helvetica draws). */
export function scriptRuns(text: string): Run[] {
  const runs: Run[] = [];
  for (const ch of text.normalize('NFC')) {
    const kind = scriptOf(ch);
    const last = runs[runs.length - 1];
    if (last && (kind === 'shared' || kind === last.script)) last.text += ch;
    else runs.push({ script: kind === 'shared' ? null : kind, text: ch });
  }
  return runs;
}

/** True when the text has a run that needs one of the Indian-script fonts. */
export const needsScriptFonts = (text: string) => scriptRuns(text).some((run) => run.script !== null);

/**
 * Writes text at the current position (or x, y) with each run in the font of its script; `latin` prepares
 * the runs Helvetica draws (the invoice's printable()).
 */
export function writeScriptText(
  doc: Doc,
  text: string,
  options: { weight: Weight; width: number; x?: number; y?: number; latin: (text: string) => string },
): void {
  const runs = scriptRuns(text);
  if (runs.length === 0) runs.push({ script: null, text: '' });
  runs.forEach((run, i) => {
    const continued = i < runs.length - 1;
    const body = run.script ? run.text : options.latin(run.text);
    doc.font(fontFor(doc, run.script, options.weight));
    if (i === 0 && options.x !== undefined)
      doc.text(body, options.x, options.y, { width: options.width, continued });
    else doc.text(body, { width: options.width, continued });
  });
}
