/**
 * A route that signed-out visitors may get from shared caches says so with `export const handle =
 * PUBLIC_PAGE` (the rules: page-cache.server.ts, decision 310). Outside server code: `handle` reaches the
 * browser too.
 */
export const PUBLIC_PAGE = { cache: 'public' } as const;
