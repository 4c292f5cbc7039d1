import type { INestApplicationContext } from '@nestjs/common';
import type { PodcastSeries } from '@app/contracts';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { BlogsService, ContentImagesService, PodcastsService, TutorialsService } from '../../modules/content';

/**
 * The demo has no videos of its own, and a video site's search results are not an episode: WATCH NOW on
 * a demo podcast or tutorial without a video says so (the seeds' 'Video Uploading In Progress!!') until
 * an editor adds the real link in the console (decision 298).
 */
const NO_VIDEO_YET = '';

/** Links earlier demo loads stored: search-results pages, replaced by NO_VIDEO_YET when the demo loads. */
const SEARCH_RESULTS_LINK = 'https://www.youtube.com/results?%';

export const DEMO_PODCASTS: Array<{
  title: string;
  series: PodcastSeries;
  description: string;
  colour: string | null;
  link: string;
}> = [
  {
    title: 'From street cart to 40 covers',
    series: 'The Phoenix Tale',
    description: 'A Surat chef on rebuilding after a fire closed his first kitchen.',
    colour: '#b45309',
    link: NO_VIDEO_YET,
  },
  {
    title: 'The second opening',
    series: 'The Phoenix Tale',
    description: 'Two partners reopen a family restaurant with a new menu and half the staff.',
    colour: null,
    link: NO_VIDEO_YET,
  },
  {
    title: 'Cloud kitchens that worked',
    series: 'Trending Stories',
    description: 'Three delivery-only brands and the numbers behind them.',
    colour: '#0f766e',
    link: NO_VIDEO_YET,
  },
  {
    title: 'Menu pricing in a year of rising costs',
    series: 'Trending Stories',
    description: 'How owners priced their menus when oil and vegetables doubled.',
    colour: '#1d4ed8',
    link: NO_VIDEO_YET,
  },
  {
    title: 'Episode 1: Hiring your first chef',
    series: 'Stories Season 1',
    description: 'What to ask, what to pay and how to keep them.',
    colour: '#7c3aed',
    link: NO_VIDEO_YET,
  },
  {
    title: 'Episode 2: Working with vendors',
    series: 'Stories Season 1',
    description: 'Owners and suppliers on credit terms, quality and trust.',
    colour: '#be123c',
    link: NO_VIDEO_YET,
  },
];

const DEMO_BLOGS: Array<{
  slug: string;
  title: string;
  body: string;
  colour: string;
  status: 'published' | 'draft' | 'scheduled';
  daysAgo: number;
}> = [
  {
    slug: 'five-ways-to-cut-food-waste',
    title: 'Five ways to cut food waste in a busy kitchen',
    body: '<p>Food waste is money in the bin. These five habits help.</p><h2>1. Count before you order</h2><p>A daily stock count stops <strong>over-ordering</strong>.</p><h2>2. First in, first out</h2><p>Label and date everything.</p><ul><li>Prep lists by forecast</li><li>Staff meals from trim</li><li>Smaller portions on request</li></ul>',
    colour: '#15803d',
    status: 'published',
    daysAgo: 12,
  },
  {
    slug: 'gst-basics-for-restaurant-owners',
    title: 'GST basics for restaurant owners',
    body: '<p>Which rate applies to your restaurant, and what you can claim.</p><blockquote>Keep every purchase invoice: input credit depends on it.</blockquote><p>Talk to your accountant before you change your billing.</p>',
    colour: '#1e40af',
    status: 'published',
    daysAgo: 3,
  },
  {
    slug: 'hiring-in-the-festival-season',
    title: 'Hiring in the festival season',
    body: '<p>Plan your festival rush six weeks ahead: post jobs early, train in pairs and keep a reserve list.</p>',
    colour: '#c2410c',
    status: 'published',
    daysAgo: 0,
  },
  {
    slug: 'draft-monsoon-menu-ideas',
    title: 'Monsoon menu ideas (draft)',
    body: '<p>Not ready yet.</p>',
    colour: '#0e7490',
    status: 'draft',
    daysAgo: 0,
  },
];

export const DEMO_TUTORIALS = [
  { title: 'How to post your requirement', link: NO_VIDEO_YET, position: 1 },
  { title: 'How to apply for a job', link: NO_VIDEO_YET, position: 2 },
  { title: 'How to get a blue tick', link: NO_VIDEO_YET, position: 3 },
];

function cover(colour: string, label: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630">
    <rect width="100%" height="100%" fill="${colour}"/>
    <circle cx="950" cy="160" r="260" fill="#ffffff" fill-opacity="0.18"/>
    <text x="60" y="560" font-family="sans-serif" font-size="64" fill="#ffffff">${label}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/**
 * Podcasts in each series, published blogs with covers (and a draft), and tutorials (one without a video
 * yet), through the same services as the console. Safe to run again: each is found by its title or slug.
 */
export async function seedContentDemo(app: INestApplicationContext): Promise<void> {
  const db = app.get(DataSource);
  const images = app.get(ContentImagesService);
  const has = async (table: string, column: string, value: string) =>
    ((await db.query(`SELECT id FROM ${table} WHERE ${column} = ? LIMIT 1`, [value])) as unknown[]).length >
    0;

  let created = 0;
  for (const demo of DEMO_PODCASTS) {
    if (await has('podcasts', 'title', demo.title)) continue;
    const image = demo.colour
      ? (await images.store({ buffer: await cover(demo.colour, 'Podcast') })).key
      : null;
    await app.get(PodcastsService).create({
      title: demo.title,
      series: demo.series,
      description: demo.description,
      image,
      link: demo.link,
      published: true,
    });
    created++;
  }

  const [editor] = (await db.query(
    "SELECT id, name FROM staff WHERE email = 'editor@restaurant.local'",
  )) as Array<{
    id: number;
    name: string;
  }>;
  for (const demo of DEMO_BLOGS) {
    if (await has('blogs', 'slug', demo.slug)) continue;
    const coverKey = (await images.store({ buffer: await cover(demo.colour, 'Blog') })).key;
    const blog = await app.get(BlogsService).create(
      {
        title: demo.title,
        slug: demo.slug,
        body: demo.body,
        cover_image: coverKey,
        status: demo.status,
        publish_at:
          demo.status === 'published' ? new Date(Date.now() - demo.daysAgo * 86_400_000).toISOString() : null,
      },
      { id: Number(editor?.id ?? 0) || 0, name: editor?.name ?? 'Restaurant Community' },
    );
    if (!editor) await db.query('UPDATE blogs SET author_id = NULL WHERE id = ?', [blog.id]);
    created++;
  }

  for (const demo of DEMO_TUTORIALS) {
    if (await has('tutorials', 'title', demo.title)) continue;
    await app.get(TutorialsService).create({ ...demo, published: true });
    created++;
  }
  // Demo rows an earlier load gave a search-results link (only the demo's own titles, never an editor's).
  for (const [table, titles] of [
    ['podcasts', DEMO_PODCASTS.map((demo) => demo.title)],
    ['tutorials', DEMO_TUTORIALS.map((demo) => demo.title)],
  ] as const)
    await db.query(`UPDATE ${table} SET link = ? WHERE title IN (?) AND link LIKE ?`, [
      NO_VIDEO_YET,
      titles,
      SEARCH_RESULTS_LINK,
    ]);
  console.log(`Demo content loaded: ${created} new podcasts, blogs and tutorials.`);
}
