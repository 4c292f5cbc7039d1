import { expect, test } from '../support/fixtures';
import { screen } from '../support/screens';
import { freshMember, postViaApi, uniqueWord } from '../support/social';

test('the navigation bar search finds a member and a post', async ({ page, signIn }) => {
  const surname = uniqueWord(10);
  const found = await freshMember('searched', 'Meera', surname);
  const keyword = uniqueWord(9);
  const postId = await postViaApi(found, {
    title: `Tandoor ${keyword} for sale`,
    description: 'Clay oven in good shape.',
  });
  const searcher = await freshMember('searcher', 'Sam', uniqueWord());
  await signIn(searcher);

  const search = page.getByRole('search');
  await search.getByLabel('Search members and posts').fill(`meera ${surname.toLowerCase()}`);
  const member = search.getByRole('link', { name: found.name });
  await expect(member).toBeVisible();
  await page.screenshot({ path: screen('social-search-member') });
  await member.click();
  await expect(page).toHaveURL(/\/Profile\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: found.name })).toBeVisible();

  await search.getByLabel('Search members and posts').fill(keyword);
  const post = search.getByRole('link', { name: `Tandoor ${keyword} for sale` });
  await expect(post).toBeVisible();
  await page.screenshot({ path: screen('social-search-post') });
  await post.click();
  await expect(page).toHaveURL(new RegExp(`/posts/${postId}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Tandoor ${keyword} for sale` })).toBeVisible();

  // Enter opens the results page (the search without JavaScript).
  await search.getByLabel('Search members and posts').fill(surname);
  await search.getByLabel('Search members and posts').press('Enter');
  await expect(page).toHaveURL(/\/Search\?search=/);
  await expect(page.getByRole('main').getByRole('link', { name: found.name })).toBeVisible();
});
