import type { NestExpressApplication } from '@nestjs/platform-express';

export interface AppRoute {
  method: string;
  /** As Express holds it: `/api/posts/:id`, `/api/files/*key`. */
  path: string;
  /** `GET /api/posts/:id`. */
  key: string;
}

interface RouterLayer {
  route?: { path: string | string[]; methods: Record<string, boolean> };
}

/** Every route the running app answers, read from its Express router (Nest's and Swagger's alike). */
export function appRoutes(app: NestExpressApplication): AppRoute[] {
  const express = app.getHttpAdapter().getInstance() as { router: { stack: RouterLayer[] } };
  const routes: AppRoute[] = [];
  for (const layer of express.router.stack) {
    if (!layer.route) continue;
    for (const path of ([] as string[]).concat(layer.route.path)) {
      for (const [method, on] of Object.entries(layer.route.methods)) {
        if (!on || method === '_all') continue;
        const upper = method.toUpperCase();
        routes.push({ method: upper, path, key: `${upper} ${path}` });
      }
    }
  }
  return routes;
}
