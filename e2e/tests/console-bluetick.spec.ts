import { BLUE_TICK_PLAN_ID } from '@app/contracts';
import { createConnection } from 'mysql2/promise';

import { expect, staff, test } from '../support/fixtures';
import { tinyPdf, tinyPng } from '../support/money';
import { screen } from '../support/screens';
import { apiToken, freshMember, uniqueWord, type Member } from '../support/social';
import { urls } from '../support/urls';

/** Uploads the member's two documents through the API; answers the new request's id (awaiting payment). */
async function uploadDocuments(token: string): Promise<number> {
  const body = new FormData();
  body.append('bluetick_plan_id', String(BLUE_TICK_PLAN_ID));
  body.append(
    'document1',
    new Blob([new Uint8Array(tinyPdf())], { type: 'application/pdf' }),
    'identity.pdf',
  );
  body.append('document2', new Blob([new Uint8Array(tinyPng())], { type: 'image/png' }), 'gst.png');
  const response = await fetch(`${urls.api}/api/upload-bluetick-documents`, {
    method: 'POST',
    headers: { accept: 'application/json', authorization: `Bearer ${token}` },
    body,
  });
  if (response.status !== 201)
    throw new Error(`upload answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { data: { bluetick_payment_details: { id: number } } }).data
    .bluetick_payment_details.id;
}

/**
 * The payment is not what this journey is about (money-bluetick covers it): the request is marked paid in
 * the stack's database, as a confirmed payment would. scripts/test.sh exports the stack's DATABASE_URL.
 */
async function markPaid(requestId: number): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL (the e2e stack database) is not set');
  const db = await createConnection(url);
  try {
    await db.execute("UPDATE bluetick_requests SET status = 'under review', paid_at = NOW(3) WHERE id = ?", [
      requestId,
    ]);
  } finally {
    await db.end();
  }
}

async function memberBlueTick(member: Member): Promise<number> {
  const response = await fetch(`${urls.api}/api/user`, {
    headers: { accept: 'application/json', authorization: `Bearer ${await apiToken(member)}` },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { blue_tick: number } }).data.blue_tick;
}

test.describe('staff console: blue-tick requests and watched words', () => {
  test('a moderator opens a paid request, reads the identity document and approves: the member gets the blue tick', async ({
    page,
    signInToConsole,
  }) => {
    const member = await freshMember('console-bluetick', 'Tick', uniqueWord());
    const requestId = await uploadDocuments(await apiToken(member));
    await markPaid(requestId);
    expect(await memberBlueTick(member)).toBe(0);

    await signInToConsole(staff.moderator);
    await page.getByRole('menuitem', { name: 'Blue-tick requests' }).click();
    await expect(page).toHaveURL(/#\/bluetick-requests/);
    // The queue opens on the requests waiting for staff.
    const row = page.getByRole('row').filter({ hasText: member.email });
    await expect(row).toContainText(member.name);
    await expect(row).toContainText('Under review');
    await page.screenshot({ path: screen('console-bluetick-list'), fullPage: true });

    await row.getByText(member.name).click();
    await expect(page).toHaveURL(new RegExp(`#/bluetick-requests/${requestId}/show`));
    await expect(page.getByText(member.email)).toBeVisible();
    await expect(page.getByText('E2E Kitchen')).toBeVisible();

    // The document is fetched with the staff token and shown from memory: no token in any address.
    const documentResponse = page.waitForResponse((r) =>
      r.url().endsWith(`/bluetick-requests/${requestId}/documents/identity`),
    );
    // A PDF may carry scripts: the console saves it as a file instead of rendering it.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Identity document' }).click();
    const fetched = await documentResponse;
    expect(fetched.status()).toBe(200);
    expect(fetched.headers()['content-type']).toContain('application/pdf');
    expect(fetched.headers()['content-disposition']).toMatch(/^attachment/);
    expect(fetched.url()).not.toMatch(/token/i);
    expect((await download).suggestedFilename()).toBe(`bluetick-${requestId}-identity.pdf`);
    // An image (decoded at upload) is shown in a new tab.
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Business proof' }).click();
    const tab = await popup;
    await expect(tab).toHaveURL(/^blob:/);
    await tab.close();
    await page.screenshot({ path: screen('console-bluetick-show'), fullPage: true });

    await page.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText('Request approved: the member now has the blue tick.')).toBeVisible();
    await expect(page.getByText('Approved', { exact: true })).toBeVisible();
    // A decided request offers no more decisions.
    await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Reject' })).toHaveCount(0);
    await page.screenshot({ path: screen('console-bluetick-approved'), fullPage: true });

    expect(await memberBlueTick(member)).toBe(1);
  });

  test('a moderator adds a watched word, finds it in the list and deletes it', async ({
    page,
    signInToConsole,
  }) => {
    const word = `watch${uniqueWord().toLowerCase()}`;
    await signInToConsole(staff.moderator);
    await page.getByRole('menuitem', { name: 'Watched words' }).click();
    await page.getByRole('link', { name: 'Create' }).click();
    await page.getByRole('textbox', { name: 'Word' }).fill(word);
    await page.getByRole('button', { name: 'Save' }).click();

    await expect(page).toHaveURL(/#\/watched-words(\?|$)/);
    await page.getByRole('textbox', { name: 'Search' }).fill(word);
    const row = page.getByRole('row').filter({ hasText: word });
    await expect(row).toHaveCount(1);
    await page.screenshot({ path: screen('console-watched-words'), fullPage: true });

    await row.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('row').filter({ hasText: word })).toHaveCount(0);
    // Still gone when the list is loaded afresh with the same search (the filter is in the address).
    await page.reload();
    await page.getByRole('textbox', { name: 'Search' }).fill(word);
    await expect(page).toHaveURL(new RegExp(word));
    await expect(page.getByRole('row').filter({ hasText: word })).toHaveCount(0);
  });

  test('a content editor, who may not review, sees neither screen', async ({ page, signInToConsole }) => {
    await signInToConsole(staff.contentEditor);
    await expect(page.getByRole('menuitem', { name: 'Countries' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Blue-tick requests' })).toHaveCount(0);
    await expect(page.getByRole('menuitem', { name: 'Watched words' })).toHaveCount(0);
  });
});
