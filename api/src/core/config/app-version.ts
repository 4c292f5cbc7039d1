import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AppConfig } from './app-config';

/** The API's version (api/package.json, the same path from src/ and dist/) and the commit of its build. */
export function appVersion(config: AppConfig): { version: string; commit: string | null } {
  const { version } = JSON.parse(readFileSync(join(__dirname, '../../../package.json'), 'utf8')) as {
    version: string;
  };
  return { version, commit: config.APP_COMMIT ?? null };
}
