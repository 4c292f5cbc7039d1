import { PLAN_FEATURES } from '@app/contracts';
import { expect, test } from '../support/fixtures';
import { urls } from '../support/urls';

/**
 * Issue 38 item 3: Free and Elite are described by the list the API is held to (PLAN_FEATURES,
 * api/test/plan-features.int-spec.ts calls each feature's routes as a free member). Here: the landing
 * table and the /join cards show every row of that list, in the right column, and nothing else.
 */
test.describe('the plan comparison tells the truth', () => {
  test('the landing table shows each feature as Free or Elite exactly as the API enforces it', async ({
    page,
  }) => {
    await page.goto(urls.web);
    const plans = page.getByRole('table', { name: 'What each membership includes' });
    await expect(plans.locator('tbody tr')).toHaveCount(PLAN_FEATURES.length);
    for (const { feature, elite } of PLAN_FEATURES) {
      const free = plans.getByRole('row', { name: feature }).getByRole('cell').first();
      // The mark is shown (✓ or —) and its words are for screen readers.
      await expect(free).toHaveText(elite ? '—Not included' : '✓Included');
    }
    // What the issue found wrong: jobs and franchise offers need no Elite.
    await expect(
      plans
        .getByRole('row', { name: /Post jobs/ })
        .getByRole('cell')
        .first(),
    ).toHaveText('✓Included');
  });

  test('the /join cards list the free features under Free and the rest under Elite', async ({ page }) => {
    await page.goto(`${urls.web}/join`);
    const free = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Free' }) });
    const elite = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Elite' }) });
    for (const { feature, elite: eliteOnly } of PLAN_FEATURES) {
      await expect((eliteOnly ? elite : free).getByText(feature, { exact: true })).toBeVisible();
      await expect((eliteOnly ? free : elite).getByText(feature, { exact: true })).toHaveCount(0);
    }
    await expect(page.getByText(/Create jobs/)).toHaveCount(0);
  });
});
