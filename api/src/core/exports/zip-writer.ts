import type { Writable } from 'node:stream';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import { writeChunk } from './export-writer';

/** What a zip entry is made of: bytes or text at once, or chunks as they are read (a stream, a generator). */
export type ZipContent =
  string | Uint8Array | Iterable<string | Uint8Array> | AsyncIterable<string | Uint8Array>;

const encoder = new TextEncoder();

/**
 * A zip archive written to `out` one entry after another, with fflate (the one zip library of the API; no
 * hand-written format code). Every chunk fflate makes goes to `out` at once, and the writer waits while
 * `out` is full (writeChunk: backpressure; a closed connection ends the export with ExportAborted), so an
 * entry read from the database or from storage is never held whole. No ZIP64: fflate writes none, so an
 * archive stays under 4 GiB (the callers' exports are far smaller).
 */
export class ZipWriter {
  private readonly zip: Zip;
  private readonly pending: Uint8Array[] = [];
  private failure: Error | null = null;

  constructor(private readonly out: Writable) {
    // fflate calls back synchronously from push() and end() (Zip, ZipDeflate and ZipPassThrough are its
    // synchronous classes): after each of them, `pending` holds everything made so far.
    this.zip = new Zip((error, chunk) => {
      if (error) this.failure = error;
      else this.pending.push(chunk);
    });
  }

  /**
   * Adds one entry (a slash-separated path) and writes it through. `compress` deflates it: for text; images
   * and PDFs are compressed already, and a stored entry's bytes flow as they come.
   */
  async add(name: string, content: ZipContent, options: { compress?: boolean } = {}): Promise<void> {
    const entry = options.compress ? new ZipDeflate(name, { level: 6 }) : new ZipPassThrough(name);
    this.zip.add(entry);
    for await (const chunk of chunksOf(content)) {
      entry.push(typeof chunk === 'string' ? encoder.encode(chunk) : chunk);
      await this.flush();
    }
    entry.push(new Uint8Array(0), true);
    await this.flush();
  }

  /** Writes the central directory; `out` is left open for the caller to end. */
  async finish(): Promise<void> {
    this.zip.end();
    await this.flush();
  }

  private async flush(): Promise<void> {
    if (this.failure) throw this.failure;
    while (this.pending.length) await writeChunk(this.out, this.pending.shift()!);
  }
}

async function* chunksOf(content: ZipContent): AsyncGenerator<string | Uint8Array> {
  if (typeof content === 'string' || content instanceof Uint8Array) yield content;
  else yield* content;
}
