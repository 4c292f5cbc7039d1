import { vitePlugin as remix } from '@remix-run/dev';
import { defineConfig } from 'vite';

// Single fetch changes what loaders return (plain objects, no `json()`); this tells the types about it.
declare module '@remix-run/node' {
  interface Future {
    v3_singleFetch: true;
  }
}

export default defineConfig({
  plugins: [
    remix({
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
      },
    }),
  ],
  server: { port: 3000 },
});
