import { describe, expect, it } from '@jest/globals';

import { blogPreview } from './content-pages.server';

describe('the blog page’s Read More cut (decision 217)', () => {
  it('keeps a body of 300 characters or less whole', () => {
    const body = `<p>${'a'.repeat(300)}</p>`;
    expect(blogPreview(body)).toEqual({ text: 'a'.repeat(300), cut: false });
  });

  it('cuts the plain text at 300 characters with "…", tags and entities gone, blocks spaced', () => {
    const html = `<h2>Title</h2><p>Fish &amp; chips<br>daily</p><p>${'x'.repeat(400)}</p>`;
    const preview = blogPreview(html);
    expect(preview.cut).toBe(true);
    expect(preview.text.startsWith('Title Fish & chips daily xxx')).toBe(true);
    expect(Array.from(preview.text)).toHaveLength(301);
    expect(preview.text.endsWith('x…')).toBe(true);
  });
});
