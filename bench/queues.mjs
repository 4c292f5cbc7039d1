// Queue and PDF throughput (issue 15's goals), printed as a table and written as JSON:
//   - BENCH_MAILS (1000) one-time-code mails queued at once on the `email` queue, delivered by the worker
//     processes scripts/bench.sh started (two) to the mail catcher: seconds from queueing to the last one
//     received (goal < 10 s);
//   - BENCH_PDFS (50) invoice PDFs rendered one after another by the API's own renderer: p50 and p95
//     (goal p95 < 1 s).
//
// Usage (scripts/bench.sh does this):
//   REDIS_URL=… node bench/queues.mjs http://127.0.0.1:MAILDEV_WEB_PORT [results.json]
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

import { Queue } from 'bullmq';

import { percentile } from './stats.mjs';
import { printTable } from './table.mjs';

const require = createRequire(import.meta.url);
const maildev = (process.argv[2] ?? '').replace(/\/+$/, '');
const resultsFile = process.argv[3];
const MAILS = Number(process.env.BENCH_MAILS ?? 1000);
const PDFS = Number(process.env.BENCH_PDFS ?? 50);
const TIMEOUT_MS = 120_000;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function received() {
  const res = await fetch(`${maildev}/api/email`);
  if (!res.ok) throw new Error(`the mail catcher answered ${res.status}`);
  return (await res.json()).length;
}

/** Seconds from queueing MAILS one-time-code mails to the catcher holding all of them. */
async function mailThroughput() {
  await fetch(`${maildev}/api/email/all`, { method: 'DELETE' });
  const url = new URL(process.env.REDIS_URL);
  const queue = new Queue('email', {
    connection: {
      host: url.hostname,
      port: Number(url.port || 6379),
      db: Number(url.pathname.slice(1) || 0),
      ...(url.password && { password: decodeURIComponent(url.password) }),
    },
  });
  const run = Date.now().toString(36);
  const started = performance.now();
  await queue.addBulk(
    Array.from({ length: MAILS }, (_, i) => ({
      name: 'email-otp',
      data: {
        to: `bench-otp-${run}-${i}@bench.local`,
        template: 'email-otp',
        data: { first_name: 'Bench', code: String(100000 + i), minutes: 10 },
      },
      opts: { jobId: `bench-otp-${run}-${i}`, removeOnComplete: true },
    })),
  );
  const queuedMs = performance.now() - started;
  let count = 0;
  while ((count = await received()) < MAILS) {
    if (performance.now() - started > TIMEOUT_MS) break;
    await sleep(100);
  }
  const seconds = (performance.now() - started) / 1000;
  await queue.close();
  return { mails: MAILS, delivered: count, queued_ms: queuedMs, seconds };
}

/** A paid Elite membership's invoice, as the invoice worker renders it (a Hindi name shows the fonts). */
function sampleInvoice(i) {
  const now = new Date();
  return {
    id: i + 1,
    invoice_no: `RC/2026-27/${String(i + 1).padStart(6, '0')}`,
    financial_year: 2026,
    serial: i + 1,
    payment_id: i + 1,
    user_id: 1,
    kind: 'elite',
    plan_id: 1,
    plan_name: 'Elite membership (1 year)',
    coupon_code: null,
    currency: 'INR',
    total_minor: 117882,
    taxable_minor: 99900,
    cgst_minor: 8991,
    sgst_minor: 8991,
    igst_minor: 0,
    supply_type: 'intra_state',
    place_of_supply_code: '24',
    place_of_supply_name: 'Gujarat',
    sac: '998599',
    invoice_date: now.toISOString().slice(0, 10),
    issued_at: now,
    paid_at: now,
    provider: 'payu',
    provider_ref: `bench-${i}`,
    parties: {
      supplier: {
        name: 'DEV-ONLY Sample Supplier',
        address: 'Ring Road, Surat, Gujarat 395002, India',
        gstin: '24AAAAA0000A1Z8',
        state_code: '24',
        state_name: 'Gujarat',
      },
      recipient: {
        name: 'अमित पटेल (Amit Patel)',
        email: 'amit@bench.local',
        address: 'Athwa Lines',
        city: 'Surat',
        state: 'Gujarat',
        state_code: '24',
        country: 'India',
        gstin: null,
      },
    },
    receipt_mailed_at: null,
    created_at: now,
  };
}

async function pdfTimes() {
  const { renderInvoicePdf } = require('../api/dist/modules/invoices/invoice-pdf.js');
  await renderInvoicePdf(sampleInvoice(0)); // fonts and code loaded once, as in a running worker
  const times = [];
  for (let i = 0; i < PDFS; i++) {
    const t = performance.now();
    await renderInvoicePdf(sampleInvoice(i));
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return { pdfs: PDFS, p50_ms: percentile(times, 50), p95_ms: percentile(times, 95) };
}

async function main() {
  if (!maildev || !process.env.REDIS_URL)
    throw new Error('usage: REDIS_URL=… node bench/queues.mjs MAILDEV_URL');
  const mail = await mailThroughput();
  const pdf = await pdfTimes();
  console.log('\nqueues and documents');
  printTable(
    ['measure', 'value', 'goal'],
    [
      [
        `${mail.mails} OTP mails delivered (${mail.delivered} received)`,
        `${mail.seconds.toFixed(2)} s`,
        '< 10 s',
      ],
      [`  of which queueing them`, `${mail.queued_ms.toFixed(0)} ms`, ''],
      [`invoice PDF, p50 of ${pdf.pdfs}`, `${pdf.p50_ms.toFixed(1)} ms`, ''],
      [`invoice PDF, p95 of ${pdf.pdfs}`, `${pdf.p95_ms.toFixed(1)} ms`, '< 1000 ms'],
    ],
  );
  if (resultsFile) writeFileSync(resultsFile, JSON.stringify({ mail, pdf }, null, 2));
}

main().catch((error) => {
  console.error(`queues.mjs: ${error.message}`);
  process.exit(1);
});
