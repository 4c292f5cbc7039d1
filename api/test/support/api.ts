import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createHttpApp } from '../../src/http-app';
import { bearer, MailOutbox } from './accounts';

export type Http = () => ReturnType<typeof request>;

/** What an API test works with: the running app, its database, the mail it queued, and a client. */
export interface TestApi {
  /** The Nest application (its providers, for setting up what no client can). */
  readonly app: NestExpressApplication;
  /** The app's own database connection (real MySQL). */
  readonly db: DataSource;
  /** The e-mail queue as the worker would read it (no worker runs). */
  readonly outbox: MailOutbox;
  /** A supertest client of the app, without a port. */
  readonly http: Http;
  /** Headers of a signed-in member, from a fresh client address each time. */
  readonly bearer: typeof bearer;
}

/**
 * The real HTTP application (real MySQL and Redis), built as main.ts builds it, for one test file: started
 * in beforeAll and closed in afterAll. Call it at the top of the file: `http`, `bearer` and `outbox` may be
 * destructured at once; `app` and `db` are read inside tests and hooks. Hooks the file declares before
 * the call run before the app starts (settings the app reads at boot).
 */
/**
 * The app without the per-file hooks, for the few files that start it under settings of their own (an
 * outage's own Redis, another TRUST_PROXY) or start several. The caller closes it.
 */
export async function startHttpApp(): Promise<{ app: NestExpressApplication; http: Http }> {
  // TEST_API_LOG=1 shows the app's own log (with LOG_LEVEL=error: the server errors behind a 500).
  const app = await createHttpApp({ logger: process.env.TEST_API_LOG === '1' });
  await app.init();
  return { app, http: () => request(app.getHttpServer()) };
}

export function useTestApi(): TestApi {
  let app: NestExpressApplication | undefined;
  const outbox = new MailOutbox();
  const started = (): NestExpressApplication => {
    if (!app) throw new Error('The test API starts in beforeAll: use it inside tests and hooks.');
    return app;
  };

  beforeAll(async () => {
    ({ app } = await startHttpApp());
  });
  afterAll(async () => {
    await outbox.close();
    await app?.close();
  });

  return {
    get app() {
      return started();
    },
    get db() {
      return started().get(DataSource);
    },
    outbox,
    http: () => request(started().getHttpServer()),
    bearer,
  };
}
