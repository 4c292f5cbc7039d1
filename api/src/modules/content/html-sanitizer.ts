import sanitizeHtml from 'sanitize-html';

/**
 * What a blog body may hold (docs/decisions/143): text structure, links and images, nothing that runs or
 * styles. Every body is cleaned on the server when staff save it, so what visitors get is always clean,
 * whatever the editor (or a direct API call) sent.
 */
const ALLOWED_TAGS = [
  'p',
  'br',
  'hr',
  'h2',
  'h3',
  'h4',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'blockquote',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'figure',
  'figcaption',
  'code',
  'pre',
];

/**
 * The body cleaned to the allowlist. Links may go to http(s) and mailto addresses only and open without
 * handing the blog page to the target; images only from `imageBase` (the project's own cleaned uploads), so
 * a body cannot embed a tracking pixel or an unchecked image.
 */
export function sanitizeBlogHtml(html: string, imageBase: string): string {
  return sanitizeHtml(html, {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: { a: ['href', 'title', 'rel', 'target'], img: ['src', 'alt', 'width', 'height'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: ['http', 'https'] },
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    // Contents of these are dropped with them (not kept as text).
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'title'],
    exclusiveFilter: (frame) => frame.tag === 'img' && !(frame.attribs.src ?? '').startsWith(imageBase),
    transformTags: {
      a: (tagName, attribs) => ({
        tagName,
        attribs: { ...attribs, rel: 'noopener noreferrer nofollow', target: '_blank' },
      }),
    },
  }).trim();
}

/**
 * What a policy page's body may hold (decision 408): the blog allowlist without images. Links to pages of
 * the site itself (`/privacypolicy`) open in the same tab, as the site's own links do; every other link is
 * handled as a blog's.
 */
export function sanitizePolicyHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: ALLOWED_TAGS.filter((tag) => tag !== 'img' && tag !== 'figure' && tag !== 'figcaption'),
    allowedAttributes: { a: ['href', 'title', 'rel', 'target'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'title'],
    transformTags: {
      a: (tagName, attribs) => {
        const href = attribs.href ?? '';
        if (/^\/(?![/\\])/.test(href))
          return { tagName, attribs: { href, ...(attribs.title && { title: attribs.title }) } };
        return { tagName, attribs: { ...attribs, rel: 'noopener noreferrer nofollow', target: '_blank' } };
      },
    },
  }).trim();
}

/** The body as plain text (cards, meta descriptions), cut at `max` characters on a word. */
export function plainExcerpt(html: string, max: number): string {
  // Blocks end with a space, so their words do not run together.
  const spaced = html.replace(/<\/(p|h[1-6]|li|blockquote|figcaption|pre)>|<br\s*\/?>/gi, '$& ');
  const text = sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
