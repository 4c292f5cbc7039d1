import type { MetaDescriptor } from '@remix-run/node';

/** What a shared page says about itself, with absolute addresses (the loader builds them on the server). */
export interface PageSeo {
  title: string;
  description: string;
  /** Absolute address of the picture; the site's own share picture when the page has none. */
  image: string;
  /** The picture's pixels, when known: a network can lay out the card before it has fetched the picture. */
  imageSize?: { width: number; height: number };
  /** The page's canonical absolute address. */
  url: string;
  type?: 'website' | 'article';
}

const SITE_NAME = 'Restaurant Community';
const DESCRIPTION_MAX = 200;

const clip = (text: string) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= DESCRIPTION_MAX ? flat : `${flat.slice(0, DESCRIPTION_MAX - 1).trimEnd()}…`;
};

/** The picture shared pages fall back to (public/images/share-default.png, 1200 × 630). */
export const DEFAULT_SHARE_IMAGE_PATH = '/images/share-default.png';
export const DEFAULT_SHARE_IMAGE_SIZE = { width: 1200, height: 630 };

/**
 * Title, description, canonical address, Open Graph and Twitter card tags: what search engines and the
 * networks a link is shared to show for the page. The title ends with the site's name in the page's
 * language (`siteName`, "रेस्टोरेंट कम्युनिटी"); og:site_name is the brand, in English in every language.
 */
export function socialMeta(
  seo: PageSeo | null | undefined,
  fallbackTitle: string,
  siteName: string = SITE_NAME,
): MetaDescriptor[] {
  if (!seo) return [{ title: `${fallbackTitle} | ${siteName}` }];
  const description = clip(seo.description || seo.title);
  return [
    { title: `${seo.title} | ${siteName}` },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: seo.url },
    { property: 'og:site_name', content: SITE_NAME },
    { property: 'og:type', content: seo.type ?? 'website' },
    { property: 'og:title', content: seo.title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: seo.url },
    { property: 'og:image', content: seo.image },
    ...(seo.imageSize
      ? [
          { property: 'og:image:width', content: String(seo.imageSize.width) },
          { property: 'og:image:height', content: String(seo.imageSize.height) },
        ]
      : []),
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: seo.title },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: seo.image },
  ];
}
