import { type MiddlewareConsumer, Module, type NestModule } from '@nestjs/common';
import { APP_FILTER, APP_INTERCEPTOR } from '@nestjs/core';
import { CoreModule } from './core/core.module';
import { ReadRoutingMiddleware } from './core/database/read-routing.middleware';
import { EnvelopeExceptionFilter } from './core/errors/envelope.filter';
import { HealthController } from './core/health/health.controller';
import { EnvelopeInterceptor } from './core/http/envelope.interceptor';
import { RequestIdMiddleware } from './core/logging/request-id.middleware';
import { MetricsModule } from './core/metrics/metrics.module';
import { OpenApiModule } from './core/openapi/openapi.module';
import { RateLimitModule } from './core/rate-limit/rate-limit.module';
import { DOMAIN_MODULES } from './modules/domain.modules';

/** The HTTP API: core infrastructure, rate limits, and every domain module's controllers. */
@Module({
  imports: [CoreModule, MetricsModule, RateLimitModule, OpenApiModule, ...DOMAIN_MODULES],
  controllers: [HealthController],
  providers: [
    { provide: APP_FILTER, useClass: EnvelopeExceptionFilter },
    { provide: APP_INTERCEPTOR, useClass: EnvelopeInterceptor },
  ],
})
export class AppModule implements NestModule {
  configure(consumer: MiddlewareConsumer) {
    consumer.apply(RequestIdMiddleware, ReadRoutingMiddleware).forRoutes('*path');
  }
}
