import { plainExcerpt, sanitizeBlogHtml, sanitizePolicyHtml } from './html-sanitizer';

const BASE = 'http://api.test/api/files/content/';

describe('sanitizeBlogHtml', () => {
  it('keeps text structure, links and own images', () => {
    const html = `<h2>Menu</h2><p><strong>Bold</strong> <em>it</em> <a href="https://example.com">x</a></p><img src="${BASE}ab.jpg" alt="dish">`;
    expect(sanitizeBlogHtml(html, BASE)).toBe(
      `<h2>Menu</h2><p><strong>Bold</strong> <em>it</em> <a href="https://example.com" rel="noopener noreferrer nofollow" target="_blank">x</a></p><img src="${BASE}ab.jpg" alt="dish" />`,
    );
  });

  it('drops scripts, handlers, styles, javascript: links, frames and foreign images', () => {
    const html =
      '<p onclick="x()" style="color:red">hi<script>alert(1)</script></p>' +
      '<a href="javascript:alert(1)">bad</a><iframe src="https://evil"></iframe>' +
      '<img src="https://tracker.example/p.gif"><img src="x" onerror="alert(1)"><style>p{}</style>';
    const clean = sanitizeBlogHtml(html, BASE);
    expect(clean).toBe('<p>hi</p><a rel="noopener noreferrer nofollow" target="_blank">bad</a>');
    expect(clean).not.toMatch(/script|onclick|style|javascript|iframe|img|onerror/i);
  });
});

describe('plainExcerpt', () => {
  it('gives the text without tags, cut on a word', () => {
    expect(plainExcerpt('<p>One &amp; two</p><p>three four five</p>', 100)).toBe('One & two three four five');
    expect(plainExcerpt('<p>alpha beta gamma delta</p>', 12)).toBe('alpha beta…');
  });
});

describe('sanitizePolicyHtml', () => {
  it('keeps links to the site in the tab and opens other sites apart', () => {
    expect(
      sanitizePolicyHtml(
        '<p><a href="/deletionPolicy" target="_blank" onclick="x()">policy</a> <a href="https://help.example/">help</a> <a href="//evil.example/">x</a> <a href="mailto:a@b.example">mail</a></p>',
      ),
    ).toBe(
      '<p><a href="/deletionPolicy">policy</a> <a href="https://help.example/" rel="noopener noreferrer nofollow" target="_blank">help</a> <a rel="noopener noreferrer nofollow" target="_blank">x</a> <a href="mailto:a@b.example" rel="noopener noreferrer nofollow" target="_blank">mail</a></p>',
    );
  });

  it('holds no images, and keeps the support address marker as text', () => {
    expect(
      sanitizePolicyHtml(
        '<figure><img src="https://api.test/a.jpg"></figure><p>Write to {{support_email}}.</p>',
      ),
    ).toBe('<p>Write to {{support_email}}.</p>');
  });
});
