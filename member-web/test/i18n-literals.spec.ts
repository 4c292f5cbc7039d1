import { describe, expect, it } from '@jest/globals';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

import { literalTexts } from './support/literal-text';
import { NOT_YET_TRANSLATED } from './i18n-not-yet-translated';

/**
 * No user-visible text written into the site's components and routes (issue 35): every file under
 * app/components and app/routes is checked, except those in NOT_YET_TRANSLATED, a list that only
 * shrinks (a file on it that has become clean fails too, so it is taken off).
 */
const app = join(__dirname, '..', 'app');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx$/.test(entry.name) && !/\.spec\.tsx$/.test(entry.name) ? [path] : [];
  });
}

const files = [...sources(join(app, 'components')), ...sources(join(app, 'routes')), join(app, 'root.tsx')]
  .map((path) => relative(app, path))
  .sort();

describe('the literal-text check', () => {
  it('finds text, read attributes and shown strings, and leaves keys and calls alone', () => {
    const found = literalTexts(`
      export function A({ busy, name }) {
        return (
          <form aria-label="Login" data-test="x">
            <h1>Login</h1>
            <input placeholder="Your email" name="email" type="email" />
            <span title={busy ? 'Please Wait...' : t('ok')}>{name ?? 'Guest'}</span>
            <p>{t('login:title')} — ✓ 18+ {count}</p>
            <p>{link.to === '/Home' ? t('a') : t('b')}</p>
          </form>
        );
      }`);
    expect(found.map((literal) => literal.text)).toEqual([
      'Login',
      'Login',
      'Your email',
      'Please Wait...',
      'Guest',
    ]);
  });

  it('finds Hindi written into a component too', () => {
    expect(literalTexts('const A = () => <p>लॉग इन</p>;').map((literal) => literal.text)).toEqual(['लॉग इन']);
  });
});

describe.each(files.filter((file) => !NOT_YET_TRANSLATED.includes(file)).map((file) => [file]))(
  '%s',
  (file) => {
    it('takes every text it shows from the catalogues', () => {
      expect(literalTexts(readFileSync(join(app, file), 'utf8'), file)).toEqual([]);
    });
  },
);

describe('the list of files not yet translated', () => {
  it('names files that exist and still hold text (translated files leave the list)', () => {
    const stale = NOT_YET_TRANSLATED.filter(
      (file) =>
        !existsSync(join(app, file)) ||
        literalTexts(readFileSync(join(app, file), 'utf8'), file).length === 0,
    );
    expect(stale).toEqual([]);
  });
});
