import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { COMMON_PASSWORD_COUNT, isCommonPassword, loadCommonPasswords } from './common-passwords';

describe('common passwords', () => {
  it('keeps the first lines of the ranking only, in lower case, without those too short to matter', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'common-')), 'list.txt');
    writeFileSync(file, ['123456', 'Password1', 'football', 'ranked-fourth', 'not-in-the-top'].join('\n'));
    expect([...loadCommonPasswords(file, 4)]).toEqual(['password1', 'football', 'ranked-fourth']);
  });

  it('refuses the shipped list in any case, and leaves other passwords be', () => {
    expect(COMMON_PASSWORD_COUNT).toBe(100_000);
    for (const password of ['password', 'PASSWORD', 'qwertyuiop', ' iloveyou ', '1qaz2wsx3edc'])
      expect(isCommonPassword(password)).toBe(true);
    for (const password of ['correct horse battery', 'a-long-test-password-1'])
      expect(isCommonPassword(password)).toBe(false);
  });
});
