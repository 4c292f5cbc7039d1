import { expect, staff, test } from '../support/fixtures';
import { adminApi } from '../support/content';
import { openMenu, staffApiToken } from '../support/moderation';
import { screen } from '../support/screens';
import { pngImage, uniqueWord } from '../support/social';
import { urls } from '../support/urls';

test('an editor publishes a blog with a cover image and a visitor reads, likes and shares it logged out', async ({
  page,
  browser,
  signInToConsole,
}) => {
  test.setTimeout(90_000);
  const title = `Kitchen notes ${uniqueWord()}`;

  await signInToConsole(staff.contentEditor);
  await openMenu(page, 'Blogs');
  await page.getByRole('link', { name: 'Create' }).click();
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Published' }).click();
  await page.getByLabel('Cover image').setInputFiles([pngImage('cover.png', [180, 70, 30], 400)]);
  const chosen = page.getByRole('img', { name: 'Chosen image' });
  await expect(chosen).toBeVisible();
  // Loaded, not a broken image: the console shows it through its own origin.
  await expect.poll(() => chosen.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const body = page.getByRole('textbox', { name: 'Body' });
  await body.fill('<p>Fresh herbs keep longer in damp cloth.</p>');
  await body.press('End');
  await page.getByRole('button', { name: 'Bold' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('link', { name: 'View on the site' })).toBeVisible();
  const publicUrl = await page.getByRole('link', { name: 'View on the site' }).getAttribute('href');
  expect(publicUrl).toMatch(/\/dummyblogs\/\d+$/);
  const blogPath = new URL(publicUrl!).pathname;
  await page.screenshot({ path: screen('console-blog-edit'), fullPage: true });

  // A visitor without an account: the list, the blog, its sharing tags.
  const context = await browser.newContext();
  const visitor = await context.newPage();
  await visitor.goto(`${urls.web}/dummyAllBlogs`);
  const card = visitor.getByRole('listitem').filter({ has: visitor.getByRole('heading', { name: title }) });
  await expect(card).toContainText('Just Posted');
  await card.getByRole('link', { name: title }).click();
  await expect(visitor).toHaveURL(new RegExp(`${blogPath}$`));
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(visitor.getByText('Fresh herbs keep longer in damp cloth.')).toBeVisible();
  await expect(visitor.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
  await expect(visitor.locator('meta[property="og:image"]')).toHaveAttribute(
    'content',
    /\/api\/files\/content\/.+\.jpg$/,
  );
  await expect(visitor.locator('meta[name="twitter:card"]')).toHaveAttribute(
    'content',
    'summary_large_image',
  );

  // Like: counted on the server, once.
  await visitor.getByRole('button', { name: 'Like (0)', exact: true }).click();
  await expect(visitor.getByRole('button', { name: 'Liked (1)', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await visitor.reload();
  await expect(visitor.getByRole('button', { name: 'Liked (1)', exact: true })).toBeVisible();

  // Share to WhatsApp: a new tab goes to the network's share page with the blog's public address (the
  // test machine has no internet, so the request is what is checked, not the page).
  const toNetwork = context.waitForEvent('request', (r) => r.url().startsWith('https://api.whatsapp.com/'));
  const [popup] = await Promise.all([
    visitor.waitForEvent('popup'),
    visitor
      .getByRole('list', { name: `Share ${title}` })
      .getByRole('link', { name: 'WhatsApp' })
      .click(),
  ]);
  expect(decodeURIComponent((await toNetwork).url())).toContain(publicUrl!);
  await popup.close();
  await visitor.reload();
  await expect(visitor.getByText('1 share', { exact: true })).toBeVisible();
  await visitor.screenshot({ path: screen('blog-public'), fullPage: true });
  await context.close();
});

test('an editor changes a policy page’s Hindi text in the console and Hindi readers get it at once', async ({
  page,
  browser,
  signInToConsole,
}) => {
  const token = await staffApiToken(staff.contentEditor);
  const pages = await adminApi<Array<Record<string, unknown> & { id: number; slug: string }>>(
    token,
    'GET',
    'policy-pages',
  );
  const before = pages.find((row) => row.slug === 'cancellation-policy')!;
  const title = `कैंसलेशन पॉलिसी ${uniqueWord()}`;
  try {
    await signInToConsole(staff.contentEditor);
    await openMenu(page, 'Policy pages');
    await page.getByRole('cell', { name: '/cancellation-policy' }).click();
    await expect(page.getByText(/The English text binds/)).toBeVisible();
    await page.getByRole('tab', { name: 'Hindi' }).click();
    await page.getByRole('textbox', { name: 'Title in Hindi' }).fill(title);
    await page.screenshot({ path: screen('console-policy-page-hindi'), fullPage: true });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Element updated')).toBeVisible();

    const context = await browser.newContext();
    const visitor = await context.newPage();
    await visitor.goto(`${urls.web}/cancellation-policy?lang=hi`);
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(title);
    await visitor.goto(`${urls.web}/cancellation-policy?lang=en`);
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Cancellation Policy');
    await context.close();
  } finally {
    const { id, public_url: _url, created_at: _c, updated_at: _u, ...fields } = before;
    await adminApi(token, 'PUT', `policy-pages/${id}`, fields);
  }
});

test('a visitor without JavaScript likes a blog from its card menu and sees a pending tutorial message', async ({
  browser,
}) => {
  const token = await staffApiToken(staff.contentEditor);
  const title = `No script ${uniqueWord()}`;
  await adminApi(token, 'POST', 'blogs', { title, body: '<p>Plain forms.</p>', status: 'published' });
  const tutorial = `Pending ${uniqueWord()}`;
  await adminApi(token, 'POST', 'tutorials', { title: tutorial, link: '', position: 0 });

  const context = await browser.newContext({ javaScriptEnabled: false });
  const visitor = await context.newPage();
  await visitor.goto(`${urls.web}/dummyAllBlogs`);
  const card = visitor.getByRole('listitem').filter({ has: visitor.getByRole('heading', { name: title }) });
  await card.getByText('⋮').click();
  await card.getByRole('button', { name: 'Like (0)', exact: true }).click();
  await card.getByText('⋮').click();
  await expect(card.getByRole('button', { name: 'Liked (1)', exact: true })).toBeVisible();
  await expect(card).toContainText('1 like');

  await visitor.goto(`${urls.web}/dummyTutorialPage`);
  await visitor.getByRole('link', { name: `WATCH NOW: ${tutorial}` }).click();
  await expect(visitor.getByRole('status')).toContainText('Video Uploading In Progress!!');
  await expect(visitor.getByRole('status')).toContainText('That video content will be uploaded soon!!');
  await context.close();
});

test('the podcast tabs and search box filter the list', async ({ browser }) => {
  const token = await staffApiToken(staff.contentEditor);
  const word = uniqueWord().toLowerCase();
  const make = (title: string, series: string, link = 'https://video.example/watch') =>
    adminApi(token, 'POST', 'podcasts', { title: `${title} ${word}`, series, link, published: true });
  await make('Rising', 'The Phoenix Tale');
  await make('Hot', 'Trending Stories');
  await make('Pilot', 'Stories Season 1', '');

  const context = await browser.newContext();
  const visitor = await context.newPage();
  const cards = visitor.getByRole('list', { name: 'Podcasts' }).getByRole('listitem');

  await visitor.goto(`${urls.web}/dummyIBTalks`);
  await visitor.getByRole('searchbox', { name: 'Search Podcast' }).fill(word);
  await visitor.getByRole('button', { name: 'Search' }).click();
  await expect(cards).toHaveCount(3);
  await visitor.getByRole('link', { name: 'Trending Podcast' }).click();
  await expect(cards).toHaveCount(1);
  await expect(cards).toContainText(`Hot ${word}`);
  await expect(cards.getByRole('link', { name: `WATCH NOW: Hot ${word}` })).toHaveAttribute(
    'href',
    'https://video.example/watch',
  );
  // A podcast without a picture shows the default one.
  await expect(cards.locator('img')).toHaveAttribute('src', '/images/podcast-default.svg');

  await visitor.goto(`${urls.web}/the-phoenix-tale?search=${word}`);
  await expect(visitor.getByRole('link', { name: 'All The Phoenix Tale Stories' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(cards).toHaveCount(1);
  await expect(cards).toContainText(`Rising ${word}`);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('The Phoenix Tale');
  await visitor.getByRole('link', { name: 'Season 1' }).click();
  await expect(cards).toHaveCount(1);
  // Another series' episodes are headed by that series, not by The Phoenix Tale (issue 38 item 7).
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Stories Season 1');
  await expect(cards.getByText('Stories Season 1', { exact: true })).toBeVisible();
  await cards.getByRole('link', { name: `WATCH NOW: Pilot ${word}` }).click();
  await expect(visitor.getByRole('status')).toContainText('Video Uploading In Progress!!');
  await visitor.getByRole('searchbox', { name: 'Search Podcast' }).fill('nothing-like-this');
  await visitor.getByRole('button', { name: 'Search' }).click();
  await expect(visitor.getByText('No podcasts match “nothing-like-this”.')).toBeVisible();
  await context.close();
});

test('search engines get a sitemap with the published blogs and a robots.txt', async ({ request }) => {
  const token = await staffApiToken(staff.contentEditor);
  const out = await adminApi<{ id: number }>(token, 'POST', 'blogs', {
    title: `Mapped ${uniqueWord()}`,
    body: '<p>x</p>',
    status: 'published',
  });
  const draft = await adminApi<{ id: number }>(token, 'POST', 'blogs', {
    title: `Unmapped ${uniqueWord()}`,
    body: '<p>x</p>',
    status: 'draft',
  });
  const sitemap = await request.get(`${urls.web}/sitemap.xml`);
  expect(sitemap.headers()['content-type']).toContain('application/xml');
  const xml = await sitemap.text();
  expect(xml).toContain(`/dummyblogs/${out.id}</loc>`);
  expect(xml).not.toContain(`/dummyblogs/${draft.id}</loc>`);
  expect(xml).toContain('/dummyIBTalks</loc>');
  const robots = await (await request.get(`${urls.web}/robots.txt`)).text();
  expect(robots).toContain('Sitemap: ');
  expect(robots).toContain('/sitemap.xml');
});
