import { expect, test } from '../support/fixtures';
import { screen } from '../support/screens';
import { urls } from '../support/urls';

/**
 * Hindi and English on the same addresses (issue 35): the switcher in the header works without
 * JavaScript and with it, the choice sticks across pages, a Hindi browser gets Hindi on its first
 * visit, and public pages name their alternates for search engines (decisions 320, 322).
 */
const varyNames = (vary: string | undefined) =>
  (vary ?? '').split(',').map((name) => name.trim().toLowerCase());

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, locale: 'en-GB' });

  test('the header’s switcher turns the site to Hindi and back, and the choice sticks', async ({ page }) => {
    await page.goto(`${urls.web}/`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('The first global restaurant community');

    const header = page.locator('header');
    await header.getByRole('button', { name: 'हिन्दी' }).click();
    await expect(page).toHaveURL(`${urls.web}/`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('दुनिया की पहली रेस्टोरेंट कम्युनिटी');
    await expect(header.getByRole('link', { name: 'लॉग इन' })).toBeVisible();
    await expect(page.locator('footer').getByRole('link', { name: 'हमारे बारे में' })).toBeVisible();
    await page.screenshot({ path: screen('i18n-landing-hi'), fullPage: true });

    // The next page is in Hindi too: the login form, its labels and its own field errors.
    await header.getByRole('link', { name: 'लॉग इन' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('लॉग इन');
    await page.getByRole('button', { name: 'लॉग इन', exact: true }).click();
    await expect(page.getByRole('alert').first()).toContainText('अपना ईमेल पता डालें');

    // The footer's switcher goes back to English, on the same page.
    await page.locator('footer').getByRole('button', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Login');
  });
});

test('with JavaScript the switcher changes the page in place and the choice sticks', async ({ page }) => {
  await page.goto(`${urls.web}/login`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.locator('header').getByRole('button', { name: 'हिन्दी' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('लॉग इन');
  await expect(page).toHaveURL(/\/login$/);

  // A client-side navigation, then a full load: Hindi both times.
  await page
    .locator('header')
    .getByRole('link', { name: /रेस्टोरेंट कम्युनिटी/ })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('दुनिया की पहली रेस्टोरेंट कम्युनिटी');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { name: 'यह कैसे काम करता है' })).toBeVisible();
});

test('a Hindi browser gets the Hindi landing page, and the page says it varies by Accept-Language', async ({
  request,
}) => {
  const hindi = await request.get(`${urls.web}/`, {
    headers: { 'Accept-Language': 'hi-IN,hi;q=0.9,en;q=0.5' },
  });
  expect(hindi.status()).toBe(200);
  const html = await hindi.text();
  expect(html).toContain('<html lang="hi"');
  expect(html).toContain('दुनिया की पहली रेस्टोरेंट कम्युनिटी');
  expect(hindi.headers()['content-language']).toBe('hi');
  expect(varyNames(hindi.headers().vary)).toEqual(expect.arrayContaining(['cookie', 'accept-language']));
  // Still a public page: a Hindi reader's landing page goes to shared caches like an English one.
  expect(hindi.headers()['cache-control']).toContain('public');

  const english = await request.get(`${urls.web}/`, { headers: { 'Accept-Language': 'en-IN,en;q=0.9' } });
  expect(await english.text()).toContain('<html lang="en"');
  expect(english.headers().etag).not.toBe(hindi.headers().etag);

  // A language named by the address does not depend on the header.
  const named = await request.get(`${urls.web}/?lang=hi`, { headers: { 'Accept-Language': 'en' } });
  expect(await named.text()).toContain('<html lang="hi"');
  expect(varyNames(named.headers().vary)).not.toContain('accept-language');
});

test('the blogs, podcasts and tutorials pages speak Hindi to a Hindi reader', async ({ page }) => {
  await page.goto(`${urls.web}/dummyAllBlogs?lang=hi`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ब्लॉग');
  await page.goto(`${urls.web}/dummyIBTalks?lang=hi`);
  await expect(page.getByRole('searchbox', { name: 'पॉडकास्ट खोजें' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'पॉडकास्ट सीरीज़' }).getByRole('link', { name: 'सीज़न 1' }),
  ).toBeVisible();
  await page.goto(`${urls.web}/dummyTutorialPage?lang=hi`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ट्यूटोरियल');
  await expect(page.getByRole('link', { name: /^अभी देखें: / }).first()).toBeVisible();
});

test('a policy page reads its Hindi text, says the English page binds, and links to it', async ({ page }) => {
  await page.goto(`${urls.web}/privacypolicy?lang=hi`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('प्राइवेसी पॉलिसी');
  const note = page.getByRole('note');
  await expect(note).toContainText('अंग्रेज़ी पेज ही मान्य होगा');
  await expect(page.getByRole('heading', { level: 2, name: 'हम क्या जानकारी लेते हैं' })).toBeVisible();
  await page.screenshot({ path: screen('i18n-privacy-policy-hi'), fullPage: true });
  await note.getByRole('link', { name: 'अंग्रेज़ी पेज पढ़ें' }).click();
  await expect(page).toHaveURL(/\/privacypolicy\?lang=en$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
  await expect(page.getByRole('note')).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('link', { name: /@/ }).first()).toHaveAttribute(
    'href',
    /^mailto:.+@/,
  );
});

test('public pages name their English, Hindi and default alternates; members’ pages do not', async ({
  request,
}) => {
  for (const path of ['/', '/privacypolicy', '/about_us']) {
    const html = await (await request.get(`${urls.web}${path}`)).text();
    const alternates = [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/gi)].map(
      ([, lang, href]) => {
        const url = new URL(href!.replaceAll('&amp;', '&'));
        return [lang, `${url.pathname}${url.search}`];
      },
    );
    expect(alternates, path).toEqual([
      ['en', `${path}?lang=en`],
      ['hi', `${path}?lang=hi`],
      ['x-default', path],
    ]);
  }
  const login = await (await request.get(`${urls.web}/login`)).text();
  expect(login).not.toMatch(/hreflang=/i);
});

test('the switcher only sends the visitor back to a page of this site', async ({ request }) => {
  const answer = await request.post(`${urls.web}/language`, {
    form: { lang: 'hi', to: 'https://evil.example/' },
    headers: { Origin: urls.web },
    maxRedirects: 0,
  });
  expect(answer.status()).toBe(302);
  expect(answer.headers().location).toBe('/');
  expect(answer.headers()['set-cookie']).toContain('rc_lang=');
});
