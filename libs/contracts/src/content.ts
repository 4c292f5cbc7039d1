/**
 * Public content (issue 14): podcasts, blogs and tutorials, as the public API (`/public/api`) answers them
 * and as the console (`/admin-api/podcasts|blogs|tutorials`) edits them.
 */

/** The podcast series, as the seeds name them (document 2, section 7). */
export const PODCAST_SERIES = ['The Phoenix Tale', 'Trending Stories', 'Stories Season 1'] as const;
export type PodcastSeries = (typeof PODCAST_SERIES)[number];

/** The series the series page asks for when none is named (the seeds spell it 'The Phoenix Tales'). */
export const DEFAULT_PODCAST_SERIES_TITLE = 'The Phoenix Tales';

export const BLOG_STATUSES = ['draft', 'published', 'scheduled'] as const;
export type BlogStatus = (typeof BLOG_STATUSES)[number];

export const CONTENT_LIMITS = {
  titleMax: 200,
  descriptionMax: 5_000,
  /** Sanitized blog body, in characters of HTML. */
  bodyMax: 200_000,
  linkMax: 500,
  slugMax: 160,
  searchMax: 100,
  /** Console image uploads (covers, pictures, images in a blog body). */
  maxImageBytes: 8 * 1024 * 1024,
  /** Rows a public list answers per page at most. */
  maxPerPage: 100,
} as const;

/** A podcast episode (seeds: id, title, name, description, image, link). `name` is its series. */
export interface PublicPodcast {
  id: number;
  title: string;
  name: PodcastSeries;
  description: string;
  /** Absolute address of the picture; null when the podcast has none (the site shows a default). */
  image: string | null;
  /** The video address; empty when not uploaded yet. */
  link: string;
  created_at: string;
}

/** A blog as visitors read it (seeds: id, title, blogger_name, posted_date, description, like, share). */
export interface PublicBlog {
  id: number;
  slug: string;
  title: string;
  blogger_name: string;
  /** When it was (or is) published: ISO 8601. */
  posted_date: string;
  /** Sanitized HTML (a safe allowlist of tags). */
  description: string;
  /** The first words of the body as plain text (cards, search engines). */
  excerpt: string;
  cover_image: string | null;
  like: number;
  dislike: number;
  share: number;
  /** This visitor's reaction: what the card's like toggle shows. */
  reaction: 'like' | 'dislike' | null;
}

/** POST share/{id}. */
export interface BlogShare {
  share_url: string;
  share: number;
}

/** A tutorial video (empty link: 'Video Uploading In Progress!!'). */
export interface PublicTutorial {
  id: number;
  title: string;
  link: string;
  image: string | null;
  position: number;
}

/** The console's records. Image fields hold storage keys; `*_url` are their addresses. */
export interface StaffPodcast {
  id: number;
  title: string;
  series: PodcastSeries;
  description: string;
  image: string | null;
  image_url: string | null;
  link: string;
  published: boolean;
  created_at: string;
  updated_at: string;
}

export interface StaffBlog {
  id: number;
  title: string;
  slug: string;
  body: string;
  cover_image: string | null;
  cover_image_url: string | null;
  status: BlogStatus;
  publish_at: string | null;
  author_id: number | null;
  author_name: string;
  likes: number;
  dislikes: number;
  shares: number;
  /** Where visitors read it; null while it is a draft or scheduled for later (it would answer 404). */
  public_url: string | null;
  created_at: string;
  updated_at: string;
}

export interface StaffTutorial {
  id: number;
  title: string;
  link: string;
  image: string | null;
  image_url: string | null;
  position: number;
  published: boolean;
  created_at: string;
  updated_at: string;
}

/** POST /admin-api/content-images: a cleaned image, stored. */
export interface ContentImage {
  key: string;
  url: string;
  width: number;
  height: number;
}

/** GET public/api/sitemap: what the site's /sitemap.xml lists (capped). */
export interface SitemapEntries {
  blogs: Array<{ id: number; updated_at: string }>;
  podcasts_updated_at: string | null;
  tutorials_updated_at: string | null;
}

/**
 * The policy pages of the member site (issue 35, decision 408): one row per page, its address on the site
 * as the slug, the English text and an optional Hindi one. The English text is the binding one.
 */
export const POLICY_SLUGS = [
  'privacypolicy',
  'terms-and-conditions',
  'cancellation-policy',
  'child-safety-policy',
  'deletionPolicy',
] as const;
export type PolicySlug = (typeof POLICY_SLUGS)[number];

/** The language whose text binds, whatever language a reader reads. */
export const POLICY_BINDING_LANGUAGE = 'en' as const;

/** Where a body names the support address: the site shows the address from its settings there. */
export const POLICY_SUPPORT_EMAIL = '{{support_email}}';

export const POLICY_LIMITS = {
  titleMax: 200,
  introMax: 1_000,
  descriptionMax: 300,
  /** Sanitized body, in characters of HTML. */
  bodyMax: 100_000,
} as const;

/** GET public/api/policies/{slug}?lang=: the page in the language asked, English when it has none. */
export interface PublicPolicyPage {
  slug: PolicySlug;
  /** The language of the text answered: the one asked, or English when the page has no text in it. */
  language: 'en' | 'hi';
  /** The language the reader asked for. */
  asked: 'en' | 'hi';
  binding_language: typeof POLICY_BINDING_LANGUAGE;
  title: string;
  /** The lead paragraph, plain text; may be empty. */
  intro: string;
  /** For search engines, plain text; may be empty. */
  description: string;
  /** Sanitized HTML; `POLICY_SUPPORT_EMAIL` marks where the support address goes. */
  body: string;
  updated_at: string;
}

/** The console's record: both languages; the Hindi fields are null while the page has no Hindi text. */
export interface StaffPolicyPage {
  id: number;
  slug: PolicySlug;
  title_en: string;
  intro_en: string;
  description_en: string;
  body_en: string;
  title_hi: string | null;
  intro_hi: string | null;
  description_hi: string | null;
  body_hi: string | null;
  public_url: string;
  created_at: string;
  updated_at: string;
}
