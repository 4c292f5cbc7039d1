import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The console is a static bundle; these two settings only shape the dev and preview servers.
// A wrong value stops the server with a message that names it, as for every other setting.
function port(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 65535) {
    throw new Error(`${name} must be a TCP port (1-65535), got "${raw}"`);
  }
  return value;
}

function origin(name: string, fallback: string): string {
  const raw = process.env[name] || fallback;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${name} must be an absolute http(s) URL, got "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`${name} must be an absolute http(s) URL, got "${raw}"`);
  }
  // Only the origin is used (/admin-api is forwarded as is), so refuse a path rather than ignore it.
  if (url.pathname !== '/' || url.search || url.hash) {
    throw new Error(`${name} must be an origin such as http://127.0.0.1:4000 (no path), got "${raw}"`);
  }
  return url.origin;
}

const apiUrl = origin('API_URL', 'http://127.0.0.1:4000');

// The browser only ever calls relative /admin-api URLs, so the console needs no CORS and no API origin baked
// into the bundle; the same server block serves `vite` and `vite preview`.
const server = {
  host: '127.0.0.1',
  port: port('ADMIN_PORT', 4100),
  strictPort: true,
  // xfwd: the API gets the browser's address in X-Forwarded-For, not only the proxy's (login rate limits).
  proxy: { '/admin-api': { target: apiUrl, xfwd: true } },
};

export default defineConfig({
  plugins: [react()],
  server,
  preview: server,
  build: {
    rollupOptions: {
      output: {
        // Libraries change far less often than the console: separate chunks stay cached across releases.
        manualChunks(id) {
          if (!id.includes('/node_modules/')) return undefined;
          if (/\/node_modules\/(@mui|@emotion)\//.test(id)) return 'mui';
          if (/\/node_modules\/(react-admin|ra-[^/]+)\//.test(id)) return 'react-admin';
          return 'vendor';
        },
      },
    },
  },
});
