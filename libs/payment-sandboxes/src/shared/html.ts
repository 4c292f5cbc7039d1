import type { SandboxResponse } from './http';

/** The words on every sandbox page, so that nobody takes one for a real provider. */
export const SANDBOX_BANNER = 'Local sandbox — no real money';

const STYLE = `
  body { font: 16px/1.45 system-ui, sans-serif; margin: 0; background: #f4f5f7; color: #1d2330; }
  .sandbox-banner { margin: 0; padding: .6rem 1rem; background: #ffd54a; color: #3a2d00; font-weight: 700; text-align: center; }
  main { max-width: 30rem; margin: 1.5rem auto; padding: 1.25rem 1.5rem; background: #fff; border-radius: .5rem; box-shadow: 0 1px 4px #0002; }
  h1 { font-size: 1.3rem; margin: 0 0 1rem; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: .35rem 1rem; margin: 0 0 1.25rem; }
  dt { color: #5b6475; } dd { margin: 0; word-break: break-word; }
  .actions { display: flex; gap: .75rem; flex-wrap: wrap; margin-top: 1rem; }
  button { font: inherit; padding: .55rem 1.1rem; border-radius: .35rem; border: 1px solid #0003; cursor: pointer; background: #fff; }
  button.primary { background: #1a7f37; border-color: #1a7f37; color: #fff; }
  button.danger { background: #b42318; border-color: #b42318; color: #fff; }
  .knob { font-size: .9rem; color: #5b6475; }
  .note { font-size: .9rem; color: #5b6475; }
  .error { color: #b42318; font-weight: 600; }
`;

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function hiddenInputs(fields: Iterable<readonly [string, string]>): string {
  return [...fields]
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('\n');
}

export function definitionList(rows: Iterable<readonly [string, string]>): string {
  const items = [...rows]
    .map(([term, value]) => `<dt>${escapeHtml(term)}</dt><dd>${escapeHtml(value)}</dd>`)
    .join('');
  return `<dl>${items}</dl>`;
}

export interface PageOptions {
  title: string;
  /** Trusted HTML: every value in it is escaped by the caller. */
  body: string;
  status?: number;
  /** Same-origin script paths. Inline scripts are never used, so the page's own CSP can forbid them. */
  scripts?: string[];
  /** Where the page's forms may go: only the sandbox itself, or any http(s) URL (a merchant's surl/furl). */
  formAction?: 'self' | 'anywhere';
  /** Whether a merchant page may show this page in a frame (Razorpay's checkout overlay). */
  framable?: boolean;
}

/** A complete sandbox page, banner included, with a CSP that allows nothing the page does not use. */
export function htmlPage(options: PageOptions): SandboxResponse {
  const scripts = (options.scripts ?? []).map((src) => `<script src="${escapeHtml(src)}"></script>`).join('');
  const body = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(options.title)} · ${escapeHtml(SANDBOX_BANNER)}</title>
<style>${STYLE}</style>
</head>
<body>
<p class="sandbox-banner" role="note">${escapeHtml(SANDBOX_BANNER)}</p>
<main>
${options.body}
</main>
${scripts}
</body>
</html>
`;
  const csp = [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    "script-src 'self'",
    options.formAction === 'anywhere' ? "form-action 'self' http: https:" : "form-action 'self'",
    `frame-ancestors ${options.framable ? '*' : "'none'"}`,
    "base-uri 'none'",
  ].join('; ');
  return {
    status: options.status ?? 200,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Security-Policy': csp,
      'Referrer-Policy': 'no-referrer',
      'X-Content-Type-Options': 'nosniff',
    },
    body,
  };
}
