/** The parts of a `mysql://user:password@host:port/database` URL that a connection needs. */
export interface DatabaseAddress {
  host: string;
  port: number;
  username: string;
  password: string;
  database: string;
}

export function parseDatabaseUrl(url: string): DatabaseAddress {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`DATABASE_URL is not a URL: ${url}`);
  }
  if (parsed.protocol !== 'mysql:' && parsed.protocol !== 'mariadb:') {
    throw new Error(`DATABASE_URL must start with mysql:// (got ${parsed.protocol}//)`);
  }
  const database = decodeURIComponent(parsed.pathname.replace(/^\//, ''));
  if (!/^[A-Za-z0-9_]+$/.test(database)) {
    throw new Error('DATABASE_URL must name a database made of letters, digits and underscores');
  }
  return {
    host: parsed.hostname || '127.0.0.1',
    port: parsed.port ? Number(parsed.port) : 3306,
    username: decodeURIComponent(parsed.username || 'root'),
    password: decodeURIComponent(parsed.password),
    database,
  };
}
