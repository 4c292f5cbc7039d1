import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { createHttpApp } from '../../src/http-app';

/** The real HTTP application (real MySQL and Redis), as main.ts builds it, without a port. */
export async function startHttpApp(): Promise<{
  app: NestExpressApplication;
  http: () => ReturnType<typeof request>;
}> {
  const app = await createHttpApp({ logger: false });
  await app.init();
  return { app, http: () => request(app.getHttpServer()) };
}
