import { createReadStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, relative, resolve, sep } from 'node:path';
import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { isValidKey, StorageDriver } from './storage.driver';

/** Files on the local disk under STORAGE_DIR (one API host, or a shared volume). */
@Injectable()
export class LocalDiskStorage extends StorageDriver {
  private readonly root: string;

  constructor(config: AppConfig) {
    super();
    this.root = resolve(config.STORAGE_DIR);
  }

  async put(key: string, body: Buffer): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    // Written aside then renamed, so a reader never sees half a file.
    const temporary = `${path}.${randomUUID()}.tmp`;
    await writeFile(temporary, body);
    await rename(temporary, path);
  }

  async get(key: string) {
    const path = this.pathOf(key);
    const info = await stat(path).catch(() => null);
    if (!info?.isFile()) return null;
    return { stream: createReadStream(path), size: info.size };
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async *list(): AsyncIterable<string> {
    const entries = await readdir(this.root, { recursive: true, withFileTypes: true }).catch(
      (error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return [];
        throw error;
      },
    );
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const key = relative(this.root, resolve(entry.parentPath, entry.name)).split(sep).join('/');
      // Half-written files (put() writes aside, then renames) are not part of the store yet.
      if (isValidKey(key) && !key.endsWith('.tmp')) yield key;
    }
  }

  /** The absolute path of a key; refuses anything that could leave the storage root. */
  private pathOf(key: string): string {
    if (!isValidKey(key)) throw new Error(`Invalid storage key: ${key}`);
    const path = resolve(this.root, key);
    if (!path.startsWith(this.root + sep)) throw new Error(`Invalid storage key: ${key}`);
    return path;
  }
}
