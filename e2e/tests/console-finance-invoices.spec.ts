import { readFile } from 'node:fs/promises';
import { createConnection } from 'mysql2/promise';

import { expect, staff, test } from '../support/fixtures';
import { screen } from '../support/screens';

/**
 * Invoices of a month of their own, far in the future so no other journey's invoices share it: written
 * straight into the stack's database (issuing them is the invoice worker's journey, not this one's).
 * scripts/test.sh exports the stack's DATABASE_URL.
 */
const year = 2090 + Math.floor(Math.random() * 9);
const month = `${year}-${String(1 + Math.floor(Math.random() * 12)).padStart(2, '0')}`;
const tag = Math.random().toString(36).slice(2, 7).toUpperCase();
const numbers = [`E2E${tag}-1`, `E2E${tag}-2`];

async function db() {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL (the e2e stack database) is not set');
  return createConnection(url);
}

const supplier = {
  name: 'DEV-ONLY Sample Supplier (not a real business)',
  address: 'DEV-ONLY sample address, Surat',
  gstin: '24AAAAA0000A1Z8',
  pan: null,
  stateCode: '24',
  stateName: 'Gujarat',
  lutRef: null,
};

function recipient(name: string, gstin: string | null) {
  return {
    name,
    businessName: `${name} Kitchen`,
    email: `${name.toLowerCase()}@example.test`,
    address: 'Ring Road',
    city: 'Surat',
    state: 'Gujarat',
    pinCode: '395002',
    country: 'India',
    gstin,
  };
}

test.beforeAll(async () => {
  const conn = await db();
  try {
    const date = `${month}-15`;
    const fy = Number(month.slice(5)) >= 4 ? year : year - 1;
    const rows = [
      // Rs 1,180.00 to a registered member in Gujarat (intra-state), Rs 999.00 to an unregistered one.
      [numbers[0], 1, 118000, 100000, 9000, 9000, recipient('Gita', '24AAPFU0939F1Z1')],
      [numbers[1], 2, 99900, 84661, 7619, 7620, recipient('Hari', null)],
    ] as const;
    for (const [no, serial, total, taxable, cgst, sgst, party] of rows) {
      await conn.execute(
        `INSERT INTO invoices (invoice_no, financial_year, serial, payment_id, user_id, kind, plan_id, plan_name,
           currency, total_minor, taxable_minor, cgst_minor, sgst_minor, igst_minor, supply_type,
           place_of_supply_code, place_of_supply_name, sac, invoice_date, issued_at, paid_at, provider,
           provider_ref, parties)
         VALUES (?, ?, ?, ?, 1, 'elite', 1, 'Elite Membership', 'INR', ?, ?, ?, ?, 0, 'intra_state', '24',
           'Gujarat', '998599', ?, ?, ?, 'payu', ?, ?)`,
        [
          no,
          fy,
          100000 + serial + Math.floor(Math.random() * 800000),
          2_100_000_000 + Math.floor(Math.random() * 2_000_000_000),
          total,
          taxable,
          cgst,
          sgst,
          date,
          `${date} 06:30:00`,
          `${date} 06:30:00`,
          `txn-${no}`,
          JSON.stringify({ supplier, recipient: party }),
        ],
      );
    }
  } finally {
    await conn.end();
  }
});

test.afterAll(async () => {
  const conn = await db();
  try {
    await conn.query('DELETE FROM invoices WHERE invoice_no IN (?)', [numbers]);
  } finally {
    await conn.end();
  }
});

test.describe('staff console: invoices for finance', () => {
  test('finance filters the invoices of a month, reads their totals and downloads the GSTR-1 export', async ({
    page,
    signInToConsole,
  }) => {
    await signInToConsole(staff.finance);
    await page.getByRole('menuitem', { name: 'Invoices' }).click();
    await expect(page).toHaveURL(/#\/invoices/);

    await page.getByRole('button', { name: 'Add filter' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Month' }).click();
    await page.getByLabel('Month').fill(month);

    const rows = page.getByRole('row').filter({ hasText: `E2E${tag}` });
    await expect(rows).toHaveCount(2);
    await expect(page.getByRole('row').filter({ hasText: 'Gita Kitchen' })).toContainText('24AAPFU0939F1Z1');
    // The sums of the month, by hand: 1000.00 + 846.61; CGST 90.00 + 76.19; SGST 90.00 + 76.20.
    await expect(page.getByTestId('total-INR-taxable')).toHaveText('INR 1846.61');
    await expect(page.getByTestId('total-INR-cgst')).toHaveText('INR 166.19');
    await expect(page.getByTestId('total-INR-sgst')).toHaveText('INR 166.20');
    await expect(page.getByTestId('total-INR-total')).toHaveText('INR 2179.00');
    await page.screenshot({ path: screen('console-finance-invoices'), fullPage: true });

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'GSTR-1 (zip)' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^gstr1-\d{4}-\d{2}-\d{2}\.zip$/);
    const zip = await readFile((await download.path())!);
    expect(zip.subarray(0, 2).toString('latin1')).toBe('PK');
    // The sections are stored uncompressed: their rows can be read in the archive's bytes.
    const text = zip.toString('utf8');
    for (const file of ['b2b.csv', 'b2cs.csv', 'exp.csv', 'hsn.csv', 'docs.csv'])
      expect(text).toContain(file);
    expect(text).toContain(`24AAPFU0939F1Z1,Gita Kitchen,${numbers[0]}`);
    expect(text).toContain('OE,24-Gujarat,,18,846.61,0.00,');
    await expect(page.getByText('Export downloaded.')).toBeVisible();

    // The invoice's own page shows its PDF.
    await page.getByRole('row').filter({ hasText: numbers[0] }).getByText(numbers[0]).click();
    await expect(page).toHaveURL(/#\/invoices\/\d+\/show/);
    await expect(page.getByTitle(`Invoice ${numbers[0]} (PDF)`)).toBeVisible();
  });
});
