import { fileURLToPath } from 'node:url';
import { vitePlugin as remix } from '@remix-run/dev';
import { defineConfig, type Rollup } from 'vite';

// Single fetch changes what loaders return (plain objects, no `json()`); this tells the types about it.
declare module '@remix-run/node' {
  interface Future {
    v3_singleFetch: true;
  }
}

const APP = fileURLToPath(new URL('./app/', import.meta.url));
const ROOT_ROUTE = `${APP}root.tsx`;
const ROUTES = `${APP}routes/`;
/** A site module imported by at least this many routes is as good as loaded on every page. */
const SHELL_SHARED_BY = 10;

/**
 * The route modules (root.tsx included) that import a module, directly or through other site modules.
 * Memoised per build: the module graph is complete when Rollup asks for chunks.
 */
function routesImporting(
  id: string,
  info: Rollup.GetModuleInfo,
  memo: Map<string, Set<string>>,
): Set<string> {
  const known = memo.get(id);
  if (known) return known;
  const routes = new Set<string>();
  memo.set(id, routes); // a cycle ends here
  for (const importer of info(id)?.importers ?? []) {
    if (importer === ROOT_ROUTE || importer.startsWith(ROUTES)) routes.add(importer);
    else if (importer.startsWith(APP))
      for (const route of routesImporting(importer, info, memo)) routes.add(route);
  }
  return routes;
}

/**
 * One "shell" chunk for the site's own modules that every page loads anyway: those the root route imports,
 * and those SHELL_SHARED_BY routes or more import (decision 204). Left to themselves, Rollup gives each
 * module shared by a different set of routes its own chunk, and a profile page preloaded 23 scripts, most
 * under 1 KB: over HTTP/1.1 a phone fetches six at a time, one round trip per batch. A module that imports
 * a style sheet joins the shell only when the root imports it, so no page gains a style sheet it did not
 * have.
 */
function shellChunks(): Rollup.GetManualChunk {
  const memo = new Map<string, Set<string>>();
  return (id, { getModuleInfo }) => {
    if (!id.startsWith(APP) || id === ROOT_ROUTE || id.startsWith(ROUTES)) return undefined;
    const routes = routesImporting(id, getModuleInfo, memo);
    if (routes.has(ROOT_ROUTE)) return 'shell';
    const bringsStyles = getModuleInfo(id)?.importedIds.some((imported) => /\.css($|\?)/.test(imported));
    return routes.size >= SHELL_SHARED_BY && !bringsStyles ? 'shell' : undefined;
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    remix({
      // Component tests may sit beside a route (routes/login.spec.tsx); they are never routes themselves.
      ignoredRouteFiles: ['**/*.spec.ts', '**/*.spec.tsx'],
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
      },
    }),
  ],
  build: isSsrBuild ? {} : { rollupOptions: { output: { manualChunks: shellChunks() } } },
  server: { port: 3000 },
}));
