#!/usr/bin/env node
// Reads or rewrites one part of a connection URL, so the shell scripts never parse URLs by hand.
//
//   node scripts/url.mjs host     URL          -> 127.0.0.1        (IPv6 without brackets)
//   node scripts/url.mjs port     URL          -> 3306             (the scheme's default port when absent)
//   node scripts/url.mjs user     URL          -> root             (decoded, may be empty)
//   node scripts/url.mjs password URL          -> secret           (decoded, may be empty)
//   node scripts/url.mjs path     URL          -> restaurant       (without the leading slash)
//   node scripts/url.mjs set-path URL NAME     -> the URL with its path replaced by /NAME
//                                                 (a database name for MySQL, a db index for Redis)

const DEFAULT_PORTS = {
  'mysql:': 3306,
  'mariadb:': 3306,
  'redis:': 6379,
  'rediss:': 6380,
  'smtp:': 587,
  'smtps:': 465,
  'http:': 80,
  'https:': 443,
};

const [command, raw, arg] = process.argv.slice(2);

function fail(message) {
  process.stderr.write(`url.mjs: ${message}\n`);
  process.exit(2);
}

if (!command || raw === undefined) {
  fail('usage: url.mjs host|port|user|password|path|set-path URL [NAME]');
}

let url;
try {
  url = new URL(raw);
} catch {
  fail(`not a URL: ${raw}`);
}

switch (command) {
  case 'host':
    console.log(url.hostname.replace(/^\[(.*)\]$/, '$1'));
    break;
  case 'port': {
    const port = url.port || DEFAULT_PORTS[url.protocol];
    if (!port) fail(`no port in ${raw} and no default port for ${url.protocol}`);
    console.log(String(port));
    break;
  }
  case 'user':
    console.log(decodeURIComponent(url.username));
    break;
  case 'password':
    console.log(decodeURIComponent(url.password));
    break;
  case 'path':
    console.log(decodeURIComponent(url.pathname.replace(/^\/+/, '')));
    break;
  case 'set-path':
    if (arg === undefined) fail('set-path needs a NAME');
    url.pathname = `/${encodeURIComponent(arg)}`;
    console.log(url.toString());
    break;
  default:
    fail(`unknown command ${command}`);
}
