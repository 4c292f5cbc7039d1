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
/** Route modules declared in RENAMED_ROUTES rather than found by their file name. */
const PAGES = `${APP}pages/`;

/**
 * Old clients link to the seeds' URLs, typos included (/RecievedApp, /ShowRequirment, /Home/User/privecy),
 * and Remix's file convention would make those typos the modules' file names. These routes keep their URL
 * and their route id (what `useRouteLoaderData` and the build's manifest know them by) and live in
 * app/pages/ under names that say what they are (decision 465).
 */
const RENAMED_ROUTES: ReadonlyArray<{ id: string; path: string; file: string; parentId: string }> = [
  {
    id: 'routes/_owner.RecievedApp',
    path: 'RecievedApp',
    file: 'pages/owner/received-applications.tsx',
    parentId: 'routes/_owner',
  },
  {
    id: 'routes/_owner.RecievedQuote',
    path: 'RecievedQuote',
    file: 'pages/owner/received-quotes.tsx',
    parentId: 'routes/_owner',
  },
  {
    id: 'routes/_owner.RecievedQuote_.$id',
    path: 'RecievedQuote/:id',
    file: 'pages/owner/received-quote.tsx',
    parentId: 'routes/_owner',
  },
  {
    id: 'routes/_owner.ShowRequirment',
    path: 'ShowRequirment',
    file: 'pages/owner/requirement.tsx',
    parentId: 'routes/_owner',
  },
  {
    id: 'routes/_owner.SellrestEdit',
    path: 'SellrestEdit',
    file: 'pages/owner/sale-listing-edit.tsx',
    parentId: 'routes/_owner',
  },
  {
    id: 'routes/Home.User.privecy',
    path: 'Home/User/privecy',
    file: 'pages/account/privacy.tsx',
    parentId: 'root',
  },
];
/** A site module imported by at least this many routes is as good as loaded on every page. */
const SHELL_SHARED_BY = 10;

const isRouteModule = (id: string) => id === ROOT_ROUTE || id.startsWith(ROUTES) || id.startsWith(PAGES);

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
    if (isRouteModule(importer)) routes.add(importer);
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
    if (!id.startsWith(APP) || isRouteModule(id)) return undefined;
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
      routes: async (defineRoutes) => {
        const manifest = defineRoutes((route) => {
          for (const { id, path, file } of RENAMED_ROUTES) route(path, file, { id });
        });
        // defineRoutes nests by call order only; the parents here are routes the file convention finds.
        for (const { id, parentId } of RENAMED_ROUTES) manifest[id].parentId = parentId;
        return manifest;
      },
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
