import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Response } from 'express';
import type { DataSource } from 'typeorm';
import { Public } from '../auth/auth.decorators';
import { Answer } from '../http/envelope.interceptor';
import { RedisClient } from '../redis/redis.module';
import { probe } from './probe';

@ApiTags('health')
@Controller('api/health')
export class HealthController {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly redis: RedisClient,
  ) {}

  /**
   * 200 when MySQL and Redis both answer, 503 otherwise; the body says which one is down. Not rate limited:
   * the limiter lives in Redis, and health must answer precisely when Redis does not.
   */
  @Public()
  @SkipThrottle()
  @Get()
  async check(@Res({ passthrough: true }) res: Response) {
    const [mysql, redis] = await Promise.all([
      probe(() => this.db.query('SELECT 1')),
      probe(() => this.redis.ping()),
    ]);
    const healthy = mysql.status === 'up' && redis.status === 'up';
    res.status(healthy ? HttpStatus.OK : HttpStatus.SERVICE_UNAVAILABLE);
    return new Answer({ mysql, redis }, healthy ? 'ok' : 'degraded');
  }
}
