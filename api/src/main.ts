import './core/tracing/start-api';
import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { AppConfig } from './core/config/app-config';
import { onTermination, trackRequests } from './core/lifecycle/graceful-shutdown';
import { stopTracing } from './core/tracing/tracing';
import { createHttpApp } from './http-app';

async function bootstrap() {
  const app = await createHttpApp();
  const config = app.get(AppConfig);
  const logger = new Logger('api');
  const requests = trackRequests(app.getHttpServer());
  await app.listen(config.API_PORT, config.API_HOST);
  logger.log({
    msg: 'listening',
    url: `http://${config.API_HOST}:${config.API_PORT}`,
    docs: '/api/docs',
  });
  // SIGTERM: no new connection is accepted, the requests in flight finish (at most SHUTDOWN_TIMEOUT_MS),
  // then the modules close (live connections, database, Redis, queues) and the process exits by itself.
  onTermination(logger, config.SHUTDOWN_TIMEOUT_MS, async (signal) => {
    logger.log({ msg: 'stopping', signal, in_flight: requests.inFlight() });
    const cut = await requests.drain(config.SHUTDOWN_TIMEOUT_MS);
    if (cut) logger.error({ msg: 'requests still running at the shutdown timeout were cut', cut });
    await app.close();
    await stopTracing();
    logger.log({ msg: 'stopped' });
  });
}

void bootstrap();
