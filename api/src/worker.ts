import './core/tracing/start-worker';
import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { AppConfig } from './core/config/app-config';
import { startWorkerHeartbeat } from './core/health/worker-heartbeat';
import { JsonLogger } from './core/logging/json-logger';
import { WorkerModule } from './worker.module';

/** The BullMQ worker: same modules as the API, no HTTP; scale it apart from the API. */
async function bootstrap() {
  const app = await NestFactory.createApplicationContext(WorkerModule, { bufferLogs: true });
  app.useLogger(new JsonLogger(app.get(AppConfig).LOG_LEVEL));
  app.enableShutdownHooks();
  await app.init();
  startWorkerHeartbeat(app);
  new Logger('worker').log('worker started');
}

void bootstrap();
