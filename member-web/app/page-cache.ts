/**
 * A route that signed-out visitors may get from shared caches says so with `export const handle =
 * PUBLIC_PAGE` (the rules: page-cache.server.ts, decision 310). Outside server code: `handle` reaches the
 * browser too.
 */
export const PUBLIC_PAGE = { cache: 'public' } as const;

/**
 * A public page made only of data every signed-out visitor shares (shared-data.server.ts): the site may
 * also hold its whole answer while that data is held, instead of rendering it again for every visitor
 * (held-pages.server.ts, decision 380).
 */
export const HELD_PUBLIC_PAGE = { cache: 'public', held: true } as const;
