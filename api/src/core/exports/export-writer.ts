import type { Writable } from 'node:stream';

/** The client went away mid-export: stop reading the database. */
export class ExportAborted extends Error {
  constructor() {
    super('The export was abandoned by the client');
  }
}

/**
 * Writes one chunk and waits while the client's connection is full (backpressure), so a slow download of a
 * full year holds a few batches in memory, never the year. A connection that closes ends the export.
 */
export function writeChunk(out: Writable, chunk: string | Uint8Array): Promise<void> {
  if (out.destroyed || out.writableEnded) return Promise.reject(new ExportAborted());
  if (out.write(chunk)) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const drained = () => {
      out.off('close', closed);
      resolve();
    };
    const closed = () => {
      out.off('drain', drained);
      reject(new ExportAborted());
    };
    out.once('drain', drained);
    out.once('close', closed);
  });
}
