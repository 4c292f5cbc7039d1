import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from './app.module';
import { AppConfig } from './core/config/app-config';
import { AppValidationPipe } from './core/http/app-validation.pipe';
import { constrainNumericIds } from './core/http/numeric-ids';
import { apiSecurityHeaders } from './core/http/security-headers';
import { JsonLogger } from './core/logging/json-logger';
import { httpMetrics } from './core/metrics/http-metrics';
import { MetricsService } from './core/metrics/metrics';
import { mountOpenApi } from './core/openapi/openapi';
import { mountQueueBoard } from './modules/operations';

/** Builds the HTTP application exactly as production runs it; tests use the same function. */
export async function createHttpApp(options: { logger?: boolean } = {}): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule, {
    bufferLogs: true,
    // Keeps each request's bytes as req.rawBody: payment webhooks are signed over the exact body.
    rawBody: true,
    logger: options.logger === false ? false : undefined,
  });
  const config = app.get(AppConfig);
  if (options.logger !== false) app.useLogger(new JsonLogger(config.LOG_LEVEL));

  // Only the proxies named by TRUST_PROXY (by default the member site on this machine) may name the
  // visitor's address; per-address rate limits count req.ip.
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  constrainNumericIds(app);
  // First, so that every answer is counted, refusals of the middleware after it included.
  app.use(httpMetrics(app.get(MetricsService)));
  app.use(apiSecurityHeaders({ https: config.PUBLIC_API_URL.startsWith('https:') }));
  app.enableCors({
    origin: [config.PUBLIC_WEB_URL, config.PUBLIC_ADMIN_URL],
    credentials: true,
    exposedHeaders: ['Content-Range', 'X-Request-Id', 'X-Export-Rows'],
  });
  mountQueueBoard(app);
  app.useBodyParser('json', { limit: '1mb' });
  app.useBodyParser('urlencoded', { limit: '1mb', extended: true });
  app.useGlobalPipes(new AppValidationPipe());
  // No enableShutdownHooks(): main.ts stops on SIGTERM itself, draining requests first (decision 266).
  mountOpenApi(app);
  return app;
}
