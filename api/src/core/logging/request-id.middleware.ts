import { randomUUID } from 'node:crypto';
import { Injectable, Logger, type NestMiddleware } from '@nestjs/common';
import { trace } from '@opentelemetry/api';
import type { NextFunction, Request, Response } from 'express';
import { requestContext } from './request-context';

const SAFE_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** Gives every request an id (the caller's X-Request-Id when well-formed), echoes it, and logs the access. */
@Injectable()
export class RequestIdMiddleware implements NestMiddleware {
  private readonly logger = new Logger('http');

  use(req: Request, res: Response, next: NextFunction) {
    const incoming = req.header('x-request-id');
    const requestId = incoming && SAFE_ID.test(incoming) ? incoming : randomUUID();
    res.setHeader('X-Request-Id', requestId);
    // With tracing on, the request's span names the id too: support goes from a log line to its trace.
    trace.getActiveSpan()?.setAttribute('request.id', requestId);
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      requestContext.run({ requestId }, () =>
        this.logger.log({
          msg: 'request',
          method: req.method,
          path: req.originalUrl.split('?')[0],
          status: res.statusCode,
          ms: Math.round(ms),
        }),
      );
    });
    requestContext.run({ requestId }, () => next());
  }
}
