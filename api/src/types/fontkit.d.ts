// The little of fontkit (pdfkit's font engine) the invoice PDFs use: opening a font once per process, and
// laying text out (pdf-fonts.spec.ts reads the glyph positions).
declare module 'fontkit' {
  export interface GlyphPosition {
    xAdvance: number;
    yAdvance: number;
    xOffset: number;
    yOffset: number;
  }
  export interface GlyphRun {
    glyphs: Array<{ id: number }>;
    positions: GlyphPosition[];
  }
  export interface Font {
    layout(text: string, features?: string[] | Record<string, boolean>, ...rest: unknown[]): GlyphRun;
  }
  export function create(buffer: Uint8Array): Font;
}
