import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { createConnection, type Connection } from 'mysql2/promise';

/**
 * The MariaDB primary + replica of scripts/mariadb-pair.sh (our own two processes, not the machine's
 * server). test.sh starts them and exports their URLs; a developer running this file alone gets them
 * started here (left running: `bash scripts/mariadb-pair.sh down` stops them).
 */
export function mariadbPair(): { primary: string; replica: string } {
  let primary = process.env.MARIADB_PAIR_PRIMARY_URL;
  let replica = process.env.MARIADB_PAIR_REPLICA_URL;
  if (!primary || !replica) {
    const out = execFileSync('bash', [resolve(__dirname, '../../../scripts/mariadb-pair.sh'), 'up'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    primary = /^MARIADB_PAIR_PRIMARY_URL=(.+)$/m.exec(out)?.[1];
    replica = /^MARIADB_PAIR_REPLICA_URL=(.+)$/m.exec(out)?.[1];
    if (!primary || !replica) throw new Error(`scripts/mariadb-pair.sh up printed no URLs:\n${out}`);
  }
  return { primary, replica };
}

export function sqlConnection(serverUrl: string): Promise<Connection> {
  const url = new URL(serverUrl);
  return createConnection({
    host: url.hostname,
    port: Number(url.port),
    user: decodeURIComponent(url.username),
    password: decodeURIComponent(url.password),
    multipleStatements: false,
  });
}

/** Waits until the replica has applied everything the primary wrote so far. */
export async function replicaCaughtUp(primary: Connection, replica: Connection): Promise<void> {
  const [[{ pos }]] = (await primary.query('SELECT @@gtid_binlog_pos AS pos')) as unknown as [
    [{ pos: string }],
  ];
  const [[{ waited }]] = (await replica.query('SELECT MASTER_GTID_WAIT(?, 60) AS waited', [
    pos,
  ])) as unknown as [[{ waited: number }]];
  if (Number(waited) !== 0) throw new Error(`the replica did not reach ${pos}`);
}
