import './core/tracing/start-worker';
import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { DiscoveryService, NestFactory } from '@nestjs/core';
import { AppConfig } from './core/config/app-config';
import { startWorkerHeartbeat } from './core/health/worker-heartbeat';
import { onTermination } from './core/lifecycle/graceful-shutdown';
import { JsonLogger } from './core/logging/json-logger';
import { closeWorkers } from './core/queue/queue-worker';
import { stopTracing } from './core/tracing/tracing';
import { WorkerModule } from './worker.module';

/** The BullMQ worker: same modules as the API, no HTTP; scale it apart from the API. */
async function bootstrap() {
  const app = await NestFactory.createApplicationContext(WorkerModule, { bufferLogs: true });
  const config = app.get(AppConfig);
  app.useLogger(new JsonLogger(config.LOG_LEVEL));
  await app.init();
  const stopHeartbeat = startWorkerHeartbeat(app);
  const logger = new Logger('worker');
  logger.log('worker started');
  // SIGTERM: the workers take no new job and finish the ones they run (at most SHUTDOWN_TIMEOUT_MS);
  // jobs still waiting stay in Redis for the next worker. Then the modules close and the process exits.
  onTermination(logger, config.SHUTDOWN_TIMEOUT_MS, async (signal) => {
    logger.log({ msg: 'stopping', signal });
    stopHeartbeat();
    if (!(await closeWorkers(app.get(DiscoveryService), config.SHUTDOWN_TIMEOUT_MS))) {
      // Their locks lapse and another worker takes them over, as after a crash.
      logger.error({ msg: 'jobs still running at the shutdown timeout: left to another worker' });
      await stopTracing();
      process.exit(1);
    }
    await app.close();
    await stopTracing();
    logger.log({ msg: 'stopped' });
  });
}

void bootstrap();
