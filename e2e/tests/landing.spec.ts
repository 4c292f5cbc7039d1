import { expect, test, type Page } from '@playwright/test';

import { urls } from '../support/urls';

const STATS = [
  { value: '8', label: 'Countries' },
  { value: '74', label: 'Cities' },
  { value: '80,000+', label: 'Customers' },
  { value: '3.5 million', label: 'People reached' },
];

const FOOTER_LINKS = [
  { name: 'About Us', href: '/about_us' },
  { name: 'Atmnirbhar', href: '/Home/User/Atmnirbhar' },
  { name: 'Franchisee', href: '/FranchiseeShow' },
  { name: 'Privacy Policy', href: '/privacypolicy' },
  { name: 'Cancellation Policy', href: '/cancellation-policy' },
  { name: 'Terms & Conditions', href: '/terms-and-conditions' },
  { name: 'Child Safety', href: '/child-safety-policy' },
  { name: 'Grievance Officer', href: '/grievance' },
  { name: 'Contact Us', href: '/contact' },
  { name: 'Delete Account', href: '/delete-account' },
];

async function expectLandingContent(page: Page) {
  await expect(
    page.getByRole('heading', { level: 1, name: 'The first global restaurant community' }),
  ).toBeVisible();

  const main = page.getByRole('navigation', { name: 'Main' });
  await expect(main.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  await expect(main.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/join');

  const howItWorks = page.getByRole('region', { name: 'How it works' });
  await expect(howItWorks.getByRole('heading', { level: 2, name: 'How it works' })).toBeVisible();
  for (const step of ['Sign up', 'Post on the feed', 'Go Elite']) {
    await expect(howItWorks.getByRole('heading', { name: step })).toBeVisible();
  }
  for (const kind of ['Restaurant owner', 'Vendor', 'Restaurant professional']) {
    await expect(howItWorks.getByText(kind, { exact: true })).toBeVisible();
  }

  const plans = page.getByRole('table', { name: 'What each membership includes' });
  await expect(plans.getByRole('columnheader', { name: 'Free', exact: true })).toBeVisible();
  await expect(plans.getByRole('columnheader', { name: 'Elite', exact: true })).toBeVisible();
  await expect(plans).toContainText('₹999 (GST included)');
  await expect(plans.getByRole('row', { name: /Post on the feed/ })).toContainText('Included');
  // Every row against the list the API is held to: e2e/tests/plans.spec.ts.
  await expect(plans.getByRole('row', { name: /Post requirements/ })).toContainText('Not included');
  await expect(page.getByText('REST500')).toBeVisible();
  await expect(page.getByText('₹499 plus GST', { exact: true })).toBeVisible();
  await expect(page.getByText('₹999 plus GST', { exact: true })).toBeVisible();

  const about = page.getByRole('region', { name: 'About us' });
  for (const stat of STATS) {
    await expect(about.getByRole('listitem').filter({ hasText: stat.label })).toHaveText(
      `${stat.value} ${stat.label}`,
    );
  }
  await expect(about.getByText(/adults aged 18 and over/)).toBeVisible();

  const footer = page.getByRole('contentinfo');
  for (const link of FOOTER_LINKS) {
    await expect(footer.getByRole('link', { name: link.name, exact: true })).toHaveAttribute(
      'href',
      link.href,
    );
  }
  await expect(footer.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
}

test.describe('public landing', () => {
  test('shows the community, how it works, the plans, the figures and the footer links', async ({ page }) => {
    await page.goto(urls.web + '/');
    await expect(page).toHaveTitle(/first global restaurant community/);
    await expectLandingContent(page);
  });

  test('opens the privacy policy from the footer', async ({ page }) => {
    await page.goto(urls.web + '/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/privacypolicy$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });
});

test.describe('public landing without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('renders the same content from the server', async ({ page }) => {
    await page.goto(urls.web + '/');
    await expectLandingContent(page);
  });

  test('policy pages are served as plain pages', async ({ page }) => {
    for (const [path, heading] of [
      ['/child-safety-policy', 'Child Safety Standards'],
      ['/deletionPolicy', 'Account Deletion Policy'],
      ['/about_us', 'About Us'],
    ]) {
      await page.goto(urls.web + path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    }
    await expect(page.getByText('3.5 million')).toBeVisible();
  });

  test('the grievance officer page names the officer, the address and the IT Rules timelines', async ({
    page,
  }) => {
    await page.goto(urls.web + '/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Grievance Officer' }).click();
    await expect(page).toHaveURL(/\/grievance$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Grievance Officer' })).toBeVisible();
    // Name and address come from the API's settings (GRIEVANCE_OFFICER_NAME, GRIEVANCE_EMAIL).
    const contact = page.getByRole('main').getByRole('definition');
    await expect(contact.first()).toHaveText(/\S/);
    await expect(contact.nth(1).getByRole('link')).toHaveAttribute('href', /^mailto:.+@/);
    await expect(page.getByText('We acknowledge every complaint within 24 hours.')).toBeVisible();
    await expect(page.getByText('We resolve it within 15 days.')).toBeVisible();
    await expect(page.getByText(/removed within 24 hours of a complaint/)).toBeVisible();
  });
});
