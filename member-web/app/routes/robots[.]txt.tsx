import { absoluteUrl } from '../content.server';

/** Members' own pages and forms are not for search engines; the public copies of content are. */
const PRIVATE_PATHS = [
  '/Home',
  '/Profile/',
  '/posts/',
  '/EditProfile/',
  '/ManpowerListings',
  '/VendorListing',
  '/read-more/',
  '/download-invoice/',
  '/payments/',
  '/resources/',
  '/moderation/',
  '/logout',
  '/reset-password',
  '/IBTalks',
  '/AllBlogs',
  '/blogs/',
  '/tutorialPage',
  '/blog-share/',
];

/** /robots.txt: everything public may be crawled; the sitemap lists it. */
export function loader() {
  const lines = [
    'User-agent: *',
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    'Allow: /',
    '',
    `Sitemap: ${absoluteUrl('/sitemap.xml')}`,
    '',
  ];
  return new Response(lines.join('\n'), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
