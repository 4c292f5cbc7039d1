import { Injectable } from '@nestjs/common';
import type { ThrottlerStorage } from '@nestjs/throttler';
import { AppConfig } from '../config/app-config';
import { RedisClient } from '../redis/redis.module';

/**
 * Fixed-window counters in Redis, shared by every API process. One round trip per request: a Lua script
 * increments the window's counter, sets its expiry on first hit, and blocks the key once over the limit.
 */
const INCREMENT = `
local blocked = redis.call('PTTL', KEYS[2])
if blocked > 0 then
  return {tonumber(redis.call('GET', KEYS[1]) or ARGV[2]), redis.call('PTTL', KEYS[1]), 1, blocked}
end
local hits = redis.call('INCR', KEYS[1])
if hits == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if hits > tonumber(ARGV[2]) then
  redis.call('SET', KEYS[2], '1', 'PX', ARGV[3])
  return {hits, ttl, 1, tonumber(ARGV[3])}
end
return {hits, ttl, 0, 0}`;

/** The script's command name on the shared client (sent by its SHA1 after the first call: EVALSHA). */
const INCREMENT_COMMAND = 'rateLimitIncrement';

type IncrementCommand = (...keysThenArgs: string[]) => Promise<[number, number, number, number]>;

@Injectable()
export class RedisThrottlerStorage implements ThrottlerStorage {
  private readonly incrementScript: IncrementCommand;

  constructor(
    redis: RedisClient,
    private readonly config: AppConfig,
  ) {
    // Every request runs the script: by name, ioredis sends its SHA1 rather than its text, and loads the text
    // only when Redis does not know the SHA1 (after a restart).
    if (!(INCREMENT_COMMAND in redis))
      redis.defineCommand(INCREMENT_COMMAND, { numberOfKeys: 2, lua: INCREMENT });
    const command = (redis as unknown as Record<string, IncrementCommand>)[INCREMENT_COMMAND]!;
    this.incrementScript = command.bind(redis);
  }

  async increment(key: string, ttl: number, limit: number, blockDuration: number, throttlerName: string) {
    const base = `rl:${throttlerName}:${key}`;
    const [hits, ttlMs, isBlocked, blockMs] = await this.incrementScript(
      base,
      `${base}:blocked`,
      String(ttl),
      String(limit * this.config.RATE_LIMIT_SCALE),
      String(blockDuration || ttl),
    );
    return {
      totalHits: hits,
      timeToExpire: Math.max(0, Math.ceil(ttlMs / 1000)),
      isBlocked: isBlocked === 1,
      timeToBlockExpire: Math.max(0, Math.ceil(blockMs / 1000)),
    };
  }
}
