import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** How to reach one database with the MariaDB/MySQL command-line tools, parsed from a mysql:// URL. */
export interface DatabaseTarget {
  host: string;
  port: number;
  user: string;
  password: string;
  database: string;
}

export function databaseTarget(databaseUrl: string): DatabaseTarget {
  const url = new URL(databaseUrl);
  return {
    host: url.hostname,
    port: url.port ? Number(url.port) : 3306,
    user: decodeURIComponent(url.username || 'root'),
    password: decodeURIComponent(url.password),
    database: url.pathname.slice(1),
  };
}

/**
 * Runs `use` with the connection arguments of the command-line tools. The password goes into an option
 * file readable by this user alone (removed afterwards), never onto the command line, where any local
 * user could read it in the process list.
 */
export async function withClientArgs<T>(
  target: DatabaseTarget,
  use: (args: string[]) => Promise<T>,
): Promise<T> {
  const connection = [
    `--host=${target.host}`,
    `--port=${target.port}`,
    `--user=${target.user}`,
    '--protocol=TCP',
  ];
  if (!target.password) return use(connection);
  const directory = await mkdtemp(join(tmpdir(), 'restaurant-db-'));
  const optionFile = join(directory, 'client.cnf');
  try {
    const quoted = target.password.replace(/\\/g, '\\\\').replace(/"/g, '\\"');
    await writeFile(optionFile, `[client]\npassword="${quoted}"\n`, { mode: 0o600 });
    // --defaults-extra-file must come first.
    return await use([`--defaults-extra-file=${optionFile}`, ...connection]);
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}

/**
 * Runs a program, feeding `input` to its stdin and its stdout to `output` (either may be absent), and
 * resolves once it exited with 0 and both streams are done. Its stderr's tail is the error message.
 */
export async function run(
  command: string,
  args: string[],
  options: { input?: Readable; output?: Writable; cwd?: string } = {},
): Promise<void> {
  const child = spawn(command, args, {
    cwd: options.cwd,
    stdio: [options.input ? 'pipe' : 'ignore', options.output ? 'pipe' : 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-2000);
  });
  const exited = new Promise<void>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code, signal) =>
      code === 0
        ? resolve()
        : reject(
            new Error(`${command} failed (${signal ?? `exit ${code}`}): ${stderr.trim() || 'no message'}`),
          ),
    );
  });
  await Promise.all([
    exited,
    options.input ? pipeline(options.input, child.stdin!) : undefined,
    options.output ? pipeline(child.stdout!, options.output) : undefined,
  ]);
}
