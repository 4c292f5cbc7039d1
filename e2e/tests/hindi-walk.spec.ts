import AxeBuilder from '@axe-core/playwright';
import type { Page, TestInfo } from '@playwright/test';

import { expect, staff, test } from '../support/fixtures';
import { createVerifiedMember } from '../support/mail';
import { addWatchedWord, deleteWatchedWord, listRows, openMenu, staffApiToken } from '../support/moderation';
import { screen } from '../support/screens';
import {
  demoMembers,
  freshMember,
  memberApi,
  memberId,
  mutualFollowers,
  postViaApi,
  uniqueWord,
  type Member,
} from '../support/social';
import { urls } from '../support/urls';

/**
 * The site in Hindi (issue 35, decision 416): the main journeys of a visitor, an owner, a vendor and a
 * restaurant professional, walked on a phone (390×844) with the reader's language set to Hindi. On each
 * page: a screenshot, axe (no serious or critical violations), no sideways scrolling, and no English
 * left in the page's visible text but names, members' content (marked `data-user-content`, or the
 * walk's own data), text marked as another language (`lang="en"`), and the words of ALLOWED_LATIN.
 */

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE, locale: 'hi-IN', actionTimeout: 15_000 });

/**
 * The pages whose English check is expected to FAIL: their route or a component they show is still on
 * member-web/test/i18n-not-yet-translated.ts (other helpers are translating them). Once a page has no
 * English left the walk fails until the page is taken off this list: it only shrinks, to empty.
 */
export const PAGES_NOT_YET_TRANSLATED: readonly string[] = [];

/**
 * axe's label-in-name rule on those pages: an untranslated file's English label beside Hindi text
 * (components/contact-reveal.tsx). Everywhere else it holds.
 */
const AXE_RULES_OF_UNTRANSLATED_PAGES = ['label-content-name-mismatch'];

/** Latin words a Hindi page may show: brands, abbreviations read as letters, the languages' own names. */
const ALLOWED_LATIN = new Set(
  [
    'Elite',
    'OTP',
    'GST',
    'GSTIN',
    'PAN',
    'UPI',
    'PDF',
    'ZIP',
    'ID',
    'FSSAI',
    'DSA',
    'IB',
    'Talks',
    'PayU',
    'Razorpay',
    'Google',
    'Facebook',
    'Instagram',
    'LinkedIn',
    'YouTube',
    'Twitter',
    'WhatsApp',
    'English',
    'RC',
    'CV',
    'MB',
    // The Hindi clock's day periods as the browser's Intl (CLDR) writes them.
    'am',
    'pm',
    'km',
    'Restaurant',
    'Community',
  ].map((word) => word.toLowerCase()),
);

/** What is in the page for the walk: the visible text with no marker of names, content or another language. */
async function englishLeft(page: Page, ownTexts: readonly string[]): Promise<string[]> {
  const found = await page.evaluate(() => {
    const skipped =
      'script, style, noscript, template, code, kbd, samp, textarea, [data-user-content], [translate="no"]';
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const parent = node.parentElement;
      if (!text || !parent || parent.closest(skipped)) continue;
      // A closed list shows its chosen option only.
      const option = parent.closest('option');
      if (option && !option.selected) continue;
      const marked = parent.closest('[lang]')?.getAttribute('lang') ?? 'hi';
      if (!marked.startsWith('hi')) continue;
      if (!parent.checkVisibility({ visibilityProperty: true, opacityProperty: true } as never)) continue;
      texts.push(text);
    }
    const fields = document.querySelectorAll<HTMLInputElement>('input[placeholder], textarea[placeholder]');
    for (const field of Array.from(fields)) {
      if (!field.closest('[data-user-content]') && field.checkVisibility()) texts.push(field.placeholder);
    }
    // A member's own words (a name, a title) also stand inside the site's sentences ("Karan Joshi का नया
    // स्टेटस"): where the page marks them once, they are theirs everywhere on it.
    const theirs = Array.from(document.querySelectorAll('[data-user-content]'))
      .map((element) => element.textContent?.trim() ?? '')
      .filter((text) => text.length >= 3);
    return { texts, theirs };
  });
  const words: string[] = [];
  const members = [...ownTexts, ...found.theirs].sort((a, b) => b.length - a.length);
  for (const raw of found.texts) {
    let text = raw;
    for (const own of members) text = text.split(own).join(' ');
    text = text.replace(/\S+@\S+|https?:\/\/\S+|\b[\w-]+\.(?:com|in|test|org)\b/g, ' ');
    const latin = [...text.matchAll(/[A-Za-z][A-Za-z'’]*[A-Za-z]/g)].map(([word]) => word);
    if (latin.some((word) => !ALLOWED_LATIN.has(word.toLowerCase()))) words.push(`«${raw.slice(0, 80)}»`);
  }
  return [...new Set(words)];
}

interface Problems {
  axe: string[];
  wide: string[];
  english: string[];
  translatedNow: string[];
}

/** One page of the walk: opened in Hindi, screenshot attached, and its problems collected. */
async function visit(
  page: Page,
  info: TestInfo,
  problems: Problems,
  label: string,
  path: string,
  ownTexts: readonly string[] = [],
) {
  await test.step(label, async () => {
    await page.goto(`${urls.web}${path}`, { waitUntil: 'load' });
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    const shot = screen(`hindi-walk${label === '/' ? '-landing' : label.replace(/[^A-Za-z0-9]+/g, '-')}`);
    await page.screenshot({ path: shot, fullPage: true });
    await info.attach(label, { path: shot, contentType: 'image/png' });

    const results = await new AxeBuilder({ page }).analyze();
    const untranslated = PAGES_NOT_YET_TRANSLATED.includes(label);
    problems.axe.push(
      ...results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .filter((v) => !(untranslated && AXE_RULES_OF_UNTRANSLATED_PAGES.includes(v.id)))
        .map((v) => `${label}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    );

    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    if (overflow > 0) problems.wide.push(`${label}: ${overflow} px wider than the screen`);

    const english = await englishLeft(page, ownTexts);
    if (untranslated) {
      if (!english.length) problems.translatedNow.push(label);
    } else if (english.length) {
      problems.english.push(`${label}: ${english.join(', ')}`);
    }
  });
}

function expectNoProblems(problems: Problems) {
  expect.soft(problems.axe, problems.axe.join('\n')).toEqual([]);
  expect.soft(problems.wide, problems.wide.join('\n')).toEqual([]);
  expect.soft(problems.english, `English left:\n${problems.english.join('\n')}`).toEqual([]);
  expect.soft(problems.translatedNow, 'translated now: take these off PAGES_NOT_YET_TRANSLATED').toEqual([]);
}

const noProblems = (): Problems => ({ axe: [], wide: [], english: [], translatedNow: [] });

/** The member's saved language (the header's switcher saves it for a signed-in member). */
async function chooseLanguage(page: Page, language: 'hi' | 'en') {
  const answer = await page.request.post(`${urls.web}/language`, {
    form: { lang: language, to: '/' },
    headers: { Origin: urls.web },
    maxRedirects: 0,
  });
  expect(answer.status()).toBe(302);
}

/** Signs the member in through the Hindi login form and turns their saved language to Hindi for the walk. */
async function signInInHindi(page: Page, member: Member | { email: string; password: string }) {
  await page.addInitScript(() => window.sessionStorage.setItem('bluetick-offer-dismissed', '1'));
  await page.goto(`${urls.web}/login`);
  await page.getByLabel('ईमेल').fill(member.email);
  await page.getByLabel('पासवर्ड', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'लॉग इन', exact: true }).click();
  await expect(page).toHaveURL(/\/Home\/User$/);
  await chooseLanguage(page, 'hi');
}

test.describe('the site in Hindi on a phone', () => {
  test.describe.configure({ timeout: 240_000 });

  test('a visitor: landing, login, sign-up, Elite', async ({ page }, info) => {
    const problems = noProblems();
    await visit(page, info, problems, '/', '/');
    await visit(page, info, problems, '/login', '/login');
    await visit(page, info, problems, '/join', '/join');
    await visit(page, info, problems, '/Register', '/Register');
    expectNoProblems(problems);
  });

  test('an owner: feed, a post, a profile, requirements, jobs, blue tick, messages, notifications, settings, search', async ({
    page,
  }, info) => {
    const owner = demoMembers.owner;
    const title = 'हिन्दी में पहली पोस्ट';
    const postId = await postViaApi(owner, {
      title,
      description: 'हमारे रसोईघर में आज नया मेन्यू शुरू हुआ।',
    });
    const id = await memberId(owner);
    await signInInHindi(page, owner);
    try {
      const problems = noProblems();
      const own = [owner.name];
      await visit(page, info, problems, '/Home/User', '/Home/User', own);
      await visit(page, info, problems, '/posts/:id', `/posts/${postId}`, own);
      await visit(page, info, problems, '/Profile/:id', `/Profile/${id}`, own);
      await visit(page, info, problems, '/PostReq', '/PostReq', own);
      await visit(page, info, problems, '/ShowRequirment', '/ShowRequirment', own);
      await visit(page, info, problems, '/CreateJob', '/CreateJob', own);
      await visit(page, info, problems, '/RecievedApp', '/RecievedApp', own);
      await visit(page, info, problems, '/blue-tick', '/blue-tick', own);
      await visit(page, info, problems, '/AllVendors', '/AllVendors', own);
      await visit(page, info, problems, '/Allmanpower', '/Allmanpower', own);
      await visit(page, info, problems, '/messages', '/messages', own);
      await visit(page, info, problems, '/Home/User/notifications', '/Home/User/notifications', own);
      await visit(page, info, problems, '/Home/User/setting', '/Home/User/setting', own);
      await visit(page, info, problems, '/Search', '/Search?search=kitchen', [...own, 'kitchen']);
      expectNoProblems(problems);
    } finally {
      // The demo member is shared by the other journeys: back to English.
      await chooseLanguage(page, 'en');
    }
  });

  test('a conversation: the inbox and a thread', async ({ page }, info) => {
    const { asha, bilal, ashaToken, bilalToken, bilalId } = await mutualFollowers();
    const { id } = (await memberApi(ashaToken, 'POST', 'conversations', { user_id: bilalId })) as {
      id: number;
    };
    await memberApi(ashaToken, 'POST', `conversations/${id}/messages`, { body: 'नमस्ते, कल का ऑर्डर तैयार है?' });
    await memberApi(bilalToken, 'POST', `conversations/${id}/messages`, {
      body: 'Yes, ready by 7 am tomorrow.',
    });
    await signInInHindi(page, asha);
    const problems = noProblems();
    const names = [asha.name, bilal.name];
    await visit(page, info, problems, '/messages', '/messages', names);
    await visit(page, info, problems, '/messages/:id', `/messages/${id}`, names);
    await expect(page.getByText('Yes, ready by 7 am tomorrow.')).toBeVisible();
    expectNoProblems(problems);
  });

  test('a vendor: the vendor area and its blue tick', async ({ page }, info) => {
    const vendor = demoMembers.vendor;
    await signInInHindi(page, vendor);
    try {
      const problems = noProblems();
      const own = [vendor.name];
      await visit(page, info, problems, '/VendorListing', '/VendorListing', own);
      await visit(page, info, problems, '/VendorListing/leads', '/VendorListing/leads', own);
      await visit(page, info, problems, '/VendorListing/requirements', '/VendorListing/requirements', own);
      await visit(page, info, problems, '/VendorListing/Enquiries', '/VendorListing/Enquiries', own);
      await visit(page, info, problems, '/VendorListing/blue-tick', '/VendorListing/blue-tick', own);
      expectNoProblems(problems);
    } finally {
      await chooseLanguage(page, 'en');
    }
  });

  test('a restaurant professional: the manpower area', async ({ page }, info) => {
    const member = await createVerifiedMember('hindi-walk-manpower', { user_type: '8' });
    await signInInHindi(page, member);
    const problems = noProblems();
    const own = ['Test Member'];
    await visit(page, info, problems, '/ManpowerListings', '/ManpowerListings', own);
    await visit(page, info, problems, '/ManpowerListings/JobsList', '/ManpowerListings/JobsList', own);
    await visit(
      page,
      info,
      problems,
      '/ManpowerListings/MyAppliedJobs',
      '/ManpowerListings/MyAppliedJobs',
      own,
    );
    expectNoProblems(problems);
  });
});

test.describe('the console with a member’s Hindi', () => {
  test.use({ viewport: { width: 1366, height: 900 }, locale: 'en-GB' });

  test('a held Hindi post and its author’s Hindi name show whole in the review queue, the console in English', async ({
    page,
    signInToConsole,
  }) => {
    const word = `heldword${uniqueWord().toLowerCase()}`;
    const token = await staffApiToken(staff.moderator);
    const wordId = await addWatchedWord(token, word);
    try {
      const author = await freshMember('hindi-console', 'राहुल', 'शर्मा');
      const title = 'बरसात का नया मेन्यू: पकौड़े और अदरक वाली चाय';
      await postViaApi(author, { title, description: `आज से हमारे रसोईघर में ${word} विशेष।` });

      await signInToConsole(staff.moderator);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await openMenu(page, 'Review queue');
      await page.getByRole('textbox', { name: 'Search the content' }).fill(word);
      // The search has narrowed the queue to this run's post.
      await expect(listRows(page)).toHaveCount(1);
      const row = listRows(page).filter({ hasText: 'बरसात' });
      await expect(row).toHaveCount(1);
      await expect(row).toContainText('Watched word');
      await expect(row).toContainText(author.name);
      const shot = screen('hindi-console-review-queue');
      await page.screenshot({ path: shot, fullPage: true });
      await test.info().attach('review queue', { path: shot, contentType: 'image/png' });

      // Every element holding Devanagari: the Devanagari face in its font stack, lines tall enough for the
      // vowel signs, and nothing around it that clips it.
      const problems = await row.evaluate((tr) => {
        const found: string[] = [];
        for (const el of Array.from(tr.querySelectorAll<HTMLElement>('*'))) {
          const own = Array.from(el.childNodes).some(
            (n) => n.nodeType === Node.TEXT_NODE && /[\u0900-\u097F]/.test(n.textContent ?? ''),
          );
          if (!own) continue;
          const style = getComputedStyle(el);
          if (!/Noto Sans Devanagari/.test(style.fontFamily)) found.push(`font: ${style.fontFamily}`);
          const lineHeight = parseFloat(style.lineHeight);
          if (!Number.isNaN(lineHeight) && lineHeight < 1.5 * parseFloat(style.fontSize))
            found.push(`line height ${style.lineHeight} for ${style.fontSize}: ${el.textContent}`);
          for (let box: HTMLElement | null = el; box && box !== tr; box = box.parentElement) {
            const { overflowX, overflowY } = getComputedStyle(box);
            const clipsY = overflowY !== 'visible' && box.scrollHeight > box.clientHeight + 1;
            const clipsX = overflowX !== 'visible' && box.scrollWidth > box.clientWidth + 1;
            if (clipsY || clipsX) found.push(`cut off by <${box.tagName.toLowerCase()}>: ${el.textContent}`);
          }
        }
        return found;
      });
      expect(problems).toEqual([]);
    } finally {
      await deleteWatchedWord(token, wordId);
    }
  });
});
