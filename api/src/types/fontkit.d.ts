// The little of fontkit (pdfkit's font engine) the invoice PDFs use: opening a font once per process.
declare module 'fontkit' {
  export interface Font {
    layout(text: string, features?: string[] | Record<string, boolean>, ...rest: unknown[]): unknown;
  }
  export function create(buffer: Uint8Array): Font;
}
