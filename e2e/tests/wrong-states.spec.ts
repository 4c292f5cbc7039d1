import { expect, test } from '../support/fixtures';
import { freshMember, uniqueWord } from '../support/social';

/** Issue 38 item 7: states a newcomer tripped over, in the browser. */
test.describe('wrong states, put right', () => {
  test('Escape closes the account menu and gives the focus back to its button', async ({ page, signIn }) => {
    const member = await freshMember('states-menu', 'Esha', uniqueWord());
    await signIn(member);
    const button = page.getByLabel(/^Account menu for/);
    await button.click();
    const myAccount = page.getByRole('link', { name: 'My Account' });
    await expect(myAccount).toBeVisible();
    await myAccount.focus();
    await page.keyboard.press('Escape');
    await expect(myAccount).toBeHidden();
    await expect(button).toBeFocused();
    // And it opens again from the keyboard.
    await page.keyboard.press('Enter');
    await expect(myAccount).toBeVisible();
  });

  test('Enter in the header search opens the results with the suggestions closed', async ({
    page,
    signIn,
  }) => {
    const surname = uniqueWord(10);
    const found = await freshMember('states-found', 'Meera', surname);
    const searcher = await freshMember('states-searcher', 'Sam', uniqueWord());
    await signIn(searcher);
    const search = page.getByRole('search');
    const box = search.getByRole('combobox', { name: 'Search members and posts' });
    await box.fill(`meera ${surname.toLowerCase()}`);
    await expect(search.getByRole('link', { name: new RegExp(found.name) })).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/Search\?search=/);
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(search.getByRole('region', { name: 'Users' })).toBeHidden();
    // The results page itself lists the member.
    await expect(
      page
        .getByRole('main')
        .getByRole('link', { name: new RegExp(found.name) })
        .first(),
    ).toBeVisible();
  });
});
