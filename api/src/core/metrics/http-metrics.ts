import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { MetricsService } from './metrics';

/**
 * Counts each answered request by its route template (`/api/posts/:id`, never the path itself, so ids do
 * not make a series each), method and status, and times it. Requests no route took (404 scans, the queue
 * board's own router) are `unmatched`.
 */
export function httpMetrics(metrics: MetricsService): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const template = (req.route as { path?: unknown } | undefined)?.path;
      const route = typeof template === 'string' ? `${req.baseUrl}${template}` : 'unmatched';
      const status = String(res.statusCode);
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      metrics.httpRequests.inc({ method: req.method, route, status });
      metrics.httpDuration.observe({ method: req.method, route, status_class: `${status[0]}xx` }, seconds);
    });
    next();
  };
}
