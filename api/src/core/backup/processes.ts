import { spawn } from 'node:child_process';
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
 * Connection arguments of the command-line tools. The password goes through MYSQL_PWD, never the
 * command line, where any local user could read it in the process list.
 */
export function clientArgs(target: DatabaseTarget): { args: string[]; env: NodeJS.ProcessEnv } {
  return {
    args: [`--host=${target.host}`, `--port=${target.port}`, `--user=${target.user}`, '--protocol=TCP'],
    env: { ...process.env, MYSQL_PWD: target.password },
  };
}

/**
 * Runs a program, feeding `input` to its stdin and its stdout to `output` (either may be absent), and
 * resolves once it exited with 0 and both streams are done. Its stderr's tail is the error message.
 */
export async function run(
  command: string,
  args: string[],
  options: { env?: NodeJS.ProcessEnv; input?: Readable; output?: Writable; cwd?: string } = {},
): Promise<void> {
  const child = spawn(command, args, {
    env: options.env ?? process.env,
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
