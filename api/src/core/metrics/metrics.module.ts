import { Global, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { Metrics } from './metrics';
import { MetricsServer } from './metrics-server';
import { QueueMetrics } from './queue-metrics';

/** Prometheus metrics of the process and their internal listener (API and worker). */
@Global()
@Module({ providers: [Metrics, MetricsServer], exports: [Metrics] })
export class MetricsModule {}

/** The worker's queue, mail and business metrics: loaded by the worker only. */
@Module({ imports: [DiscoveryModule], providers: [QueueMetrics] })
export class QueueMetricsModule {}
