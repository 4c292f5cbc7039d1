import { expect, signInMember, test } from '../support/fixtures';
import { createVerifiedMember, waitForMail } from '../support/mail';
import { apiToken } from '../support/money';
import { screen } from '../support/screens';
import { urls } from '../support/urls';

/**
 * The member's saved language (issue 35, decisions 390–393): chosen in the settings without JavaScript,
 * it follows the member to another browser once signed in, the switcher saves it too, the API's messages
 * on the site come in the reader's language, and the member's mails are written in it.
 */
test.use({ javaScriptEnabled: false, locale: 'en-GB' });

const savedLanguage = async (member: { email: string; password: string }) => {
  const token = await apiToken(member.email, member.password);
  const answer = await fetch(`${urls.api.replace(/\/+$/, '')}/api/user`, {
    headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
  });
  return ((await answer.json()) as { data: { language: string } }).data.language;
};

test('a member chooses Hindi in the settings; another browser, the mails and the switcher follow it', async ({
  page,
  browser,
}) => {
  const member = await createVerifiedMember('hindi-saved');
  await signInMember(page, member);
  await page.goto(`${urls.web}/Home/User/setting`);
  await page.getByRole('radio', { name: 'हिन्दी' }).check();
  await page.getByRole('button', { name: 'Save language' }).click();
  await expect(page).toHaveURL(/\/Home\/User\/setting\?language=saved$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('status')).toContainText('आपकी भाषा सेव हो गई।');
  await expect(page.getByRole('radio', { name: 'हिन्दी' })).toBeChecked();
  await page.screenshot({ path: screen('i18n-settings-language-hi'), fullPage: true });
  expect(await savedLanguage(member)).toBe('hi');

  // An English browser without the cookie: English until the member signs in, Hindi after.
  const elsewhere = await browser.newContext({ javaScriptEnabled: false, locale: 'en-GB' });
  const second = await elsewhere.newPage();
  await signInMember(second, member);
  await expect(second.locator('html')).toHaveAttribute('lang', 'hi');

  // The mails follow the saved language: a password reset asked for from anywhere comes in Hindi.
  const since = new Date();
  await fetch(`${urls.api.replace(/\/+$/, '')}/api/forgot-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ email: member.email }),
  });
  const reset = await waitForMail(member.email, { since, match: /reset-password/ });
  expect(reset.subject).toBe('अपना पासवर्ड बदलें');
  expect(reset.text).toContain('नया पासवर्ड चुनें');

  // The header's switcher, used signed in, saves the choice as well.
  await second.locator('header').getByRole('button', { name: 'English' }).click();
  await expect(second.locator('html')).toHaveAttribute('lang', 'en');
  expect(await savedLanguage(member)).toBe('en');
  await elsewhere.close();
});

test('the API’s messages on the site come in the reader’s language', async ({ browser }) => {
  const member = await createVerifiedMember('hindi-messages');
  const hindi = await browser.newContext({ javaScriptEnabled: false, locale: 'hi-IN' });
  const page = await hindi.newPage();
  await page.goto(`${urls.web}/login`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await page.getByLabel('ईमेल').fill(member.email);
  await page.getByLabel('पासवर्ड', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'लॉग इन', exact: true }).click();
  await expect(page.getByRole('alert').first()).toContainText('ये जानकारी हमारे रिकॉर्ड से मेल नहीं खाती।');
  await hindi.close();
});
