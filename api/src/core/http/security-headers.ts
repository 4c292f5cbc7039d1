import type { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's headers, worked out once. With our options none of them depends on the request (no CSP nonces),
 * yet helmet rebuilds and sets each of them through a chain of a dozen middlewares on every response. So
 * helmet runs once at start-up against a recording response, and each request gets the recorded headers.
 * If helmet ever needs the request or answers asynchronously, the recording refuses and helmet itself is
 * used as before (docs/decisions/190).
 */
export function securityHeaders(options: HelmetOptions): RequestHandler {
  const middleware = helmet(options);
  const recorded = recordHeaders(middleware);
  if (!recorded) return middleware;
  const { set, removed } = recorded;
  return (_req: Request, res: Response, next: NextFunction) => {
    for (const name of removed) res.removeHeader(name);
    for (const [name, value] of set) res.setHeader(name, value);
    next();
  };
}

/**
 * The headers a middleware sets and removes on an empty response, or null if it did anything else (read the
 * request, wrote a non-text header, failed, or did not call next at once).
 */
function recordHeaders(
  middleware: RequestHandler,
): { set: Array<[string, string]>; removed: string[] } | null {
  const headers = new Map<string, string>();
  const removed = new Set<string>();
  let done = false;
  let other = false;
  const response = new Proxy(
    {
      setHeader(name: string, value: string | number | readonly string[]) {
        if (typeof value !== 'string') other = true;
        else headers.set(name, value);
        removed.delete(name);
      },
      removeHeader(name: string) {
        headers.delete(name);
        removed.add(name);
      },
    },
    {
      get(target, property) {
        if (property in target) return target[property as keyof typeof target];
        other = true;
        return undefined;
      },
    },
  );
  const request = new Proxy({}, { get: () => ((other = true), undefined) });
  middleware(request as Request, response as unknown as Response, (error?: unknown) => {
    if (error) other = true;
    done = true;
  });
  return done && !other ? { set: [...headers], removed: [...removed] } : null;
}
