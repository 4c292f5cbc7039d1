import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { unzipSync } from 'fflate';
import { ExportAborted } from './export-writer';
import { ZipWriter } from './zip-writer';

/** A stream that keeps everything written to it. */
function collector() {
  const chunks: Buffer[] = [];
  const out = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done();
    },
  });
  return { out, bytes: () => Buffer.concat(chunks) };
}

async function* lines(count: number) {
  for (let i = 0; i < count; i += 1) yield `line ${i}\r\n`;
}

async function archive(): Promise<Buffer> {
  const { out, bytes } = collector();
  const zip = new ZipWriter(out);
  await zip.add('profile.json', JSON.stringify({ name: 'Zoë' }), { compress: true });
  await zip.add('files/posts/1/a.jpg', Buffer.alloc(5000, 7));
  await zip.add('b2b,sez,de.csv', lines(1000));
  await zip.add('empty.txt', '');
  await zip.add('रिपोर्ट.txt', 'नमस्ते', { compress: true });
  await zip.finish();
  return bytes();
}

describe('ZipWriter', () => {
  it('writes entries that read back byte for byte, stored or deflated', async () => {
    const files = unzipSync(new Uint8Array(await archive()));
    expect(Object.keys(files)).toEqual([
      'profile.json',
      'files/posts/1/a.jpg',
      'b2b,sez,de.csv',
      'empty.txt',
      'रिपोर्ट.txt',
    ]);
    expect(Buffer.from(files['profile.json']!).toString('utf8')).toBe('{"name":"Zoë"}');
    expect(Buffer.from(files['files/posts/1/a.jpg']!).equals(Buffer.alloc(5000, 7))).toBe(true);
    const csv = Buffer.from(files['b2b,sez,de.csv']!).toString('utf8').split('\r\n');
    expect(csv).toHaveLength(1001);
    expect(csv[999]).toBe('line 999');
    expect(files['empty.txt']).toHaveLength(0);
    expect(Buffer.from(files['रिपोर्ट.txt']!).toString('utf8')).toBe('नमस्ते');
  });

  it('writes an archive the standard unzip tool tests without errors', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'zip-')), 'x.zip');
    writeFileSync(file, await archive());
    let listing: string;
    try {
      listing = execFileSync('unzip', ['-t', file]).toString();
    } catch (error) {
      // Debian's unzip is on the development machines and in CI; elsewhere fflate's reading above stands.
      if ((error as { code?: string }).code === 'ENOENT') return;
      throw error;
    }
    expect(listing).toContain('No errors detected');
    expect(listing).toContain('b2b,sez,de.csv');
  });

  it('reads no further while the destination is full, and goes on once it drains', async () => {
    const waiting: Array<() => void> = [];
    const out = new Writable({
      highWaterMark: 1,
      write(_chunk, _encoding, done) {
        waiting.push(done);
      },
    });
    let read = 0;
    async function* counted() {
      for (let i = 0; i < 50; i += 1) {
        read += 1;
        yield Buffer.alloc(100, i);
      }
    }
    const zip = new ZipWriter(out);
    let added = false;
    const adding = zip.add('big.bin', counted()).then(() => (added = true));
    await new Promise((resolve) => setImmediate(resolve));
    // The first chunk filled the destination: the writer waits for it instead of reading on.
    expect(read).toBe(1);
    expect(added).toBe(false);
    while (!added) {
      waiting.shift()?.();
      await new Promise((resolve) => setImmediate(resolve));
    }
    await adding;
    expect(read).toBe(50);
  });

  it('stops with ExportAborted when the destination closes', async () => {
    const { out } = collector();
    const zip = new ZipWriter(out);
    await zip.add('a.txt', 'first');
    out.destroy();
    await expect(zip.add('b.txt', lines(10))).rejects.toBeInstanceOf(ExportAborted);
  });
});
