import './core/tracing/start-api';
import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { AppConfig } from './core/config/app-config';
import { createHttpApp } from './http-app';

async function bootstrap() {
  const app = await createHttpApp();
  const config = app.get(AppConfig);
  await app.listen(config.API_PORT, config.API_HOST);
  new Logger('api').log({
    msg: 'listening',
    url: `http://${config.API_HOST}:${config.API_PORT}`,
    docs: '/api/docs',
  });
}

void bootstrap();
