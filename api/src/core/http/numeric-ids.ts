import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';

const DIGITS = /^\d+$/;

/**
 * Every `:id` route parameter names a row by its number. Express 5's path-to-regexp v8 has no inline
 * constraint (`:id(\\d+)`), so an Express param callback does it: a value that is not all digits skips to
 * the next matching route (`next('route')`), as if `:id` had not matched. `users/follow` then reaches the
 * follows module whether it was registered before or after `users/:id`, and a path like `posts/abc`
 * that matches no other route is a 404, like any unknown path.
 */
export function constrainNumericIds(app: NestExpressApplication): void {
  app
    .getHttpAdapter()
    .getInstance()
    .param('id', (_req: Request, _res: Response, next: NextFunction, value: string) =>
      DIGITS.test(value) ? next() : next('route'),
    );
}
