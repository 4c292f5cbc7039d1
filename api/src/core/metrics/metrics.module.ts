import { Global, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { MetricsService } from './metrics';
import { MetricsServer } from './metrics-server';
import { QueueMetricsService } from './queue-metrics';

/** Prometheus metrics of the process and their internal listener (API and worker). */
@Global()
@Module({ providers: [MetricsService, MetricsServer], exports: [MetricsService] })
export class MetricsModule {}

/** The worker's queue, mail and business metrics: loaded by the worker only. */
@Module({ imports: [DiscoveryModule], providers: [QueueMetricsService] })
export class QueueMetricsModule {}
