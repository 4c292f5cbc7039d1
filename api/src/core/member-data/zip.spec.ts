import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildZip, readZip } from './zip';

describe('buildZip', () => {
  const entries = [
    { name: 'profile.json', data: Buffer.from(JSON.stringify({ name: 'Zoë' })) },
    { name: 'files/posts/1/a.jpg', data: Buffer.alloc(5000, 7) },
    { name: 'empty.txt', data: Buffer.alloc(0) },
  ];

  it('reads back what it wrote', () => {
    const back = readZip(buildZip(entries));
    expect(back.map((e) => e.name)).toEqual(entries.map((e) => e.name));
    back.forEach((e, i) => expect(e.data.equals(entries[i]!.data)).toBe(true));
  });

  it('is a valid archive for the standard unzip tool', () => {
    const dir = mkdtempSync(join(tmpdir(), 'zip-'));
    const file = join(dir, 'x.zip');
    writeFileSync(file, buildZip(entries));
    let listing = '';
    try {
      listing = execFileSync('unzip', ['-t', file]).toString();
    } catch (error) {
      if ((error as { code?: string }).code === 'ENOENT') return; // no unzip on this machine
      throw error;
    }
    expect(listing).toContain('No errors detected');
  });
});
