import { createHash } from 'node:crypto';
import { Injectable, type NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { AppConfig } from '../config/app-config';
import { RedisClient } from '../redis/redis.module';
import { runWithReadRouting } from './read-routing';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * With read replicas: a GET may read from a replica, unless the same client (the same bearer token)
 * changed something in the last DATABASE_REPLICA_STICKY_SECONDS: a member who just posted then opens
 * the feed must see their post, whichever API process answers (the mark is in Redis). Anything else
 * reads from the primary. Without replicas this does nothing.
 */
@Injectable()
export class ReadRoutingMiddleware implements NestMiddleware {
  constructor(
    private readonly config: AppConfig,
    private readonly redis: RedisClient,
  ) {}

  use(req: Request, _res: Response, next: NextFunction) {
    if (this.config.DATABASE_REPLICA_URLS.length === 0) return next();
    const writer = writerKey(req);
    const sticky = this.config.DATABASE_REPLICA_STICKY_SECONDS;
    if (!SAFE_METHODS.has(req.method)) {
      // Marked before the change is made, so that no later read of this client can miss it.
      const marked = writer && sticky > 0 ? this.redis.set(writer, '1', 'EX', sticky) : Promise.resolve(null);
      marked.then(
        () => runWithReadRouting(false, next),
        (error: unknown) => next(error),
      );
      return;
    }
    if (!writer) return runWithReadRouting(true, next);
    this.redis.exists(writer).then(
      (recent) => runWithReadRouting(recent === 0, next),
      // Redis unreachable: the primary is always right.
      () => runWithReadRouting(false, next),
    );
  }
}

/** The Redis key marking a client's recent write: a hash of its bearer token (never the token itself). */
function writerKey(req: Request): string | null {
  const authorization = req.header('authorization');
  if (!authorization) return null;
  return `db:recent-writer:${createHash('sha256').update(authorization).digest('base64url').slice(0, 32)}`;
}
