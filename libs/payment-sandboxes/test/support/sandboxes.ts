import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { JsonLogger } from '../../src/shared/logger';
import type { SandboxRuntime } from '../../src/shared/runtime';

/** A payment sandbox on a free local port, quiet, retrying webhooks quickly. */
export const testRuntime = (): SandboxRuntime => ({
  host: '127.0.0.1',
  port: 0,
  logger: new JsonLogger('error'),
  webhookRetryDelaysMs: [20, 50],
});

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  /** The raw body, as a signature is computed over it. */
  body: string;
}

/** A merchant's webhook endpoint: keeps what arrives; answers 500 while told to fail. */
export async function startWebhookReceiver() {
  const received: ReceivedWebhook[] = [];
  let failuresLeft = 0;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      const failing = failuresLeft > 0;
      failuresLeft--;
      res.writeHead(failing ? 500 : 200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhook`,
    received,
    /** The next `count` requests get a 500. */
    failNext: (count: number) => {
      failuresLeft = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const unescapeHtml = (value: string) =>
  value.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));

/** name → value of a page's hidden inputs, in page order. */
export function hiddenFields(html: string): [string, string][] {
  return [...html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)].map((m) => [
    unescapeHtml(m[1]),
    unescapeHtml(m[2]),
  ]);
}

/** The action of the page's form with the given id. */
export function formAction(html: string, id: string): string | undefined {
  const match = new RegExp(`<form id="${id}" method="post" action="([^"]*)">`).exec(html);
  return match ? unescapeHtml(match[1]) : undefined;
}

export function form(fields: Record<string, string>): RequestInit {
  return {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  };
}
