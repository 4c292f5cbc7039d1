import type { LoaderFunctionArgs } from '@remix-run/node';

import { absoluteUrl, sitemapEntries } from '../content.server';

/** Pages anyone may read, in the sitemap whatever the content. */
const PUBLIC_PAGES = [
  '/',
  '/dummyIBTalks',
  '/the-phoenix-tale',
  '/dummyAllBlogs',
  '/dummyTutorialPage',
  '/about_us',
  '/privacypolicy',
  '/child-safety-policy',
  '/deletionPolicy',
  '/grievance',
];

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const entry = (path: string, lastmod?: string | null) =>
  `  <url><loc>${escapeXml(absoluteUrl(path))}</loc>${lastmod ? `<lastmod>${lastmod.slice(0, 10)}</lastmod>` : ''}</url>`;

/**
 * /sitemap.xml: the public pages and every readable blog (newest first, as many as the API lists: it caps
 * the list, so the sitemap never walks a huge table). Cached for an hour.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const entries = await sitemapEntries(request);
  const lastmod: Record<string, string | null> = {
    '/dummyIBTalks': entries.podcasts_updated_at,
    '/the-phoenix-tale': entries.podcasts_updated_at,
    '/dummyAllBlogs': entries.blogs[0]?.updated_at ?? null,
    '/dummyTutorialPage': entries.tutorials_updated_at,
  };
  const urls = [
    ...PUBLIC_PAGES.map((path) => entry(path, lastmod[path])),
    ...entries.blogs.map((blog) => entry(`/dummyblogs/${blog.id}`, blog.updated_at)),
  ];
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
  return new Response(xml, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
