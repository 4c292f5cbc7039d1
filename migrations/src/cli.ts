#!/usr/bin/env node
import { migrate, revertLast } from './migrate';

const DEFAULT_DATABASE_URL = 'mysql://root@127.0.0.1:3306/restaurant';

async function main(): Promise<void> {
  const command = process.argv[2];
  const databaseUrl = process.env.DATABASE_URL || DEFAULT_DATABASE_URL;
  const started = Date.now();
  switch (command) {
    case 'migrate': {
      const applied = await migrate(databaseUrl);
      console.log(
        applied.length
          ? `Applied ${applied.length} migration(s) in ${Date.now() - started} ms: ${applied.join(', ')}`
          : 'Database is up to date.',
      );
      return;
    }
    case 'revert':
      await revertLast(databaseUrl);
      console.log('Reverted the last migration.');
      return;
    default:
      console.error('usage: node migrations/dist/cli.js migrate|revert   (reads DATABASE_URL)');
      process.exitCode = 2;
  }
}

main().catch((error: unknown) => {
  console.error(`Migration failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
