// Copies the repository into a directory the way `docker build .` would send it as build context:
// the working tree's files (tracked, and untracked ones git does not ignore) minus what .dockerignore
// excludes. Used by scripts/image-build-check.sh on machines without Docker.
//
//   node scripts/docker-context.mjs DEST        (run from the repository root)
//
// .dockerignore rules as Docker applies them: patterns are relative to the root, `*` and `?` stay within
// one path segment, `**` spans any number of them, a pattern that matches a directory excludes everything
// under it, `!` re-includes, and the last matching pattern wins.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, existsSync, lstatSync } from 'node:fs';
import path from 'node:path';

function patternToRegExp(pattern) {
  let source = '';
  for (let i = 0; i < pattern.length; i++) {
    const char = pattern[i];
    if (char === '*' && pattern[i + 1] === '*') {
      // `**/` also matches no directory at all.
      if (pattern[i + 2] === '/') {
        source += '(?:.*/)?';
        i += 2;
      } else {
        source += '.*';
        i += 1;
      }
    } else if (char === '*') source += '[^/]*';
    else if (char === '?') source += '[^/]';
    else source += char.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${source}$`);
}

export function readDockerignore(file) {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const negated = line.startsWith('!');
      const pattern = path.posix.normalize((negated ? line.slice(1) : line).replace(/^\/+/, ''));
      return { negated, regexp: patternToRegExp(pattern) };
    });
}

/** True when the file (a path relative to the root, with /) is left out of the context. */
export function isExcluded(rules, file) {
  const parts = file.split('/');
  // The file itself and each of its parent directories.
  const candidates = parts.map((_, i) => parts.slice(0, i + 1).join('/'));
  let excluded = false;
  for (const rule of rules) {
    if (candidates.some((candidate) => rule.regexp.test(candidate))) excluded = !rule.negated;
  }
  return excluded;
}

function main() {
  const dest = process.argv[2];
  if (!dest) {
    console.error('usage: node scripts/docker-context.mjs DEST');
    process.exit(2);
  }
  const root = process.cwd();
  const rules = readDockerignore(path.join(root, '.dockerignore'));
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
    .split('\0')
    .filter(Boolean);
  let copied = 0;
  for (const file of files) {
    // Deleted but still in the index: not in the working tree, so not in a context either.
    if (!existsSync(file) || !lstatSync(file).isFile() || isExcluded(rules, file)) continue;
    mkdirSync(path.join(dest, path.dirname(file)), { recursive: true });
    copyFileSync(file, path.join(dest, file));
    copied++;
  }
  console.log(`build context: ${copied} files in ${dest}`);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
