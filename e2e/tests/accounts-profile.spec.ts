import { expect, test } from '../support/fixtures';
import { createVerifiedMember } from '../support/mail';
import { urls } from '../support/urls';
import { screen } from '../support/screens';

// A 4x4 orange PNG.
const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAAEElEQVR4nGN40GkNRwzEcQC1IhpBzidqWAAAAABJRU5ErkJggg==';

test('a member edits their profile with a photo and sees the new name', async ({ page, signIn }) => {
  const { email, password } = await createVerifiedMember('profile');
  await signIn({ email, password }, { blueTickOffer: 'shown' });

  await page.getByRole('main').getByRole('link', { name: 'View Profile' }).click();
  await expect(page).toHaveURL(/\/Profile\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Test Member' })).toBeVisible();
  await expect(page.getByRole('term').filter({ hasText: 'Followers' })).toBeVisible();
  await page.screenshot({ path: screen('profile'), fullPage: true });

  // The form and its place lists are loaded when it is opened, not with every profile page (decision 204).
  const dialog = page.getByRole('dialog', { name: 'Update User Profile' });
  await expect(dialog).toHaveCount(0);
  await page.getByRole('link', { name: 'Edit Profile' }).click();
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/Profile\/\d+\?edit=1$/);
  expect(await dialog.evaluate((element) => element.matches(':modal'))).toBe(true);
  await dialog.getByLabel('Photo').setInputFiles({
    name: 'avatar.png',
    mimeType: 'image/png',
    buffer: Buffer.from(PNG_BASE64, 'base64'),
  });
  await dialog.getByLabel('First Name').fill('Renamed');
  await dialog.getByLabel('Last Name').fill('Chef');
  await dialog.getByLabel('Gender').selectOption('Female');
  await dialog.getByLabel('About').fill('Edited by the e2e suite.');
  await dialog.getByLabel('Main Office City').fill('Mumbai');
  await dialog.getByLabel('Pin Code').fill('395007');
  await expect(dialog.getByRole('option', { name: 'Other' })).toBeDisabled();
  await page.screenshot({ path: screen('profile-edit'), fullPage: false });
  await dialog.getByRole('button', { name: 'Update' }).click();
  // The seeds: the button reads 'Please Wait...' while saving, for at least a second.
  await expect(dialog.getByRole('button', { name: 'Please Wait...' })).toBeVisible();

  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Renamed Chef' })).toBeVisible();
  await expect(page.getByRole('img', { name: "Renamed Chef's photo" }).first()).toBeVisible();
  // The profile's head shows the photo at once; the header's small copy may wait for layout (lazy).
  const headPhoto = page.locator('.profile__head').getByRole('img', { name: "Renamed Chef's photo" });
  await expect(headPhoto).toHaveAttribute('loading', 'eager');
  await expect(headPhoto).toHaveAttribute('width', '112');
  // Avatars show the photo's square copy of 256 px, not the photo (decision 205).
  await expect(headPhoto).toHaveAttribute('src', /\/api\/files\/avatars\/\d+\/[0-9a-f]+-256\.jpg$/);
  // It loads: this 4 px photo's copy is 4 px too (images are never enlarged).
  await expect.poll(() => headPhoto.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(4);
  await expect(page.getByRole('banner').getByRole('img', { name: "Renamed Chef's photo" })).toHaveAttribute(
    'loading',
    'lazy',
  );
  await page.screenshot({ path: screen('profile-updated'), fullPage: true });
  await page.goto(`${page.url()}?edit=1`);
  await expect(page.getByLabel('Main Office City')).toHaveValue('Mumbai');
  await expect(page.getByLabel('Pin Code')).toHaveValue('395007');

  // Someone else's profile has no Edit Profile button.
  await page.goto(`${urls.web}/profile/1`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit Profile' })).toHaveCount(0);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the edit form opens at ?edit=1 and updates the profile', async ({ page, signIn }) => {
    const { email, password } = await createVerifiedMember('profile-nojs');
    await signIn({ email, password }, { blueTickOffer: 'shown' });

    await page.getByRole('main').getByRole('link', { name: 'View Profile' }).click();
    await page.getByRole('link', { name: 'Edit Profile' }).click();
    await expect(page).toHaveURL(/\/Profile\/\d+\?edit=1$/);
    const form = page.getByRole('form', { name: 'Update User Profile' });
    await form.getByLabel('First Name').fill('Plain');
    await form.getByLabel('Birth Date').fill('1990-05-17');
    await page.screenshot({ path: screen('profile-edit-nojs'), fullPage: true });
    await form.getByRole('button', { name: 'Update' }).click();
    await expect(page).toHaveURL(/\/Profile\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Plain Member' })).toBeVisible();
  });
});
