import { createHash } from 'node:crypto';
import { Injectable, type NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { AppConfig } from '../config/app-config';
import { RedisClient } from '../redis/redis.module';
import { runWithReadRouting } from './read-routing';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * With read replicas: a GET may read from a replica, unless the same client changed something in the last
 * DATABASE_REPLICA_STICKY_SECONDS: a member who just posted then opens the feed must see their post,
 * whichever API process answers (the marks are in Redis). "The same client" is the same bearer token or
 * the same address: a member who just signed up or logged in has a token that never wrote, but comes from
 * the address that did. Anything else reads from the primary. Without replicas this does nothing.
 */
@Injectable()
export class ReadRoutingMiddleware implements NestMiddleware {
  constructor(
    private readonly config: AppConfig,
    private readonly redis: RedisClient,
  ) {}

  use(req: Request, _res: Response, next: NextFunction) {
    if (this.config.DATABASE_REPLICA_URLS.length === 0) return next();
    const marks = writerKeys(req);
    const sticky = this.config.DATABASE_REPLICA_STICKY_SECONDS;
    if (!SAFE_METHODS.has(req.method)) {
      // Marked before the change is made, so that no later read of this client can miss it.
      const marked =
        sticky > 0 && marks.length
          ? marks.reduce((tx, key) => tx.set(key, '1', 'EX', sticky), this.redis.multi()).exec()
          : Promise.resolve(null);
      marked.then(
        () => runWithReadRouting(false, next),
        (error: unknown) => next(error),
      );
      return;
    }
    if (!marks.length) return runWithReadRouting(true, next);
    this.redis.exists(...marks).then(
      (recent) => runWithReadRouting(recent === 0, next),
      // Redis unreachable: the primary is always right.
      () => runWithReadRouting(false, next),
    );
  }
}

/** The Redis keys marking a client's recent write: hashes of its bearer token and of its address. */
function writerKeys(req: Request): string[] {
  const keys: string[] = [];
  const authorization = req.header('authorization');
  if (authorization) keys.push(`db:recent-writer:${digest(authorization)}`);
  if (req.ip) keys.push(`db:recent-writer-ip:${digest(req.ip)}`);
  return keys;
}

const digest = (value: string) => createHash('sha256').update(value).digest('base64url').slice(0, 32);
