import { randomBytes } from 'node:crypto';
import {
  ApiError,
  type BlogShare,
  type Envelope,
  type Page,
  type PublicBlog,
  type PublicPodcast,
  type PolicySlug,
  type PublicPolicyPage,
  type PublicTutorial,
  type SitemapEntries,
} from '@app/contracts';
import { createCookie, redirect } from '@remix-run/node';

import { throwIfUnavailable } from './accounts.server';
import { fetchFromApi, visitorHeaders } from './api.server';
import { env } from './env.server';
import { getToken } from './session.server';

/**
 * The public content service (`/public/api`: podcasts, blogs, tutorials), called from the site's server.
 * A visitor without an account is told apart by the `rc_visitor` cookie (decision 141): the site keeps it
 * and hands it to the API, so a like counts once per visitor on the server, with or without JavaScript.
 */
const visitorCookie = createCookie('rc_visitor', {
  httpOnly: true,
  sameSite: 'lax',
  path: '/',
  secure: env.PUBLIC_WEB_URL.startsWith('https:'),
  maxAge: 60 * 60 * 24 * 365,
});
const VISITOR_VALUE = /^[A-Za-z0-9_-]{16,48}$/;

async function visitorOf(request: Request): Promise<string | null> {
  const value: unknown = await visitorCookie.parse(request.headers.get('Cookie'));
  return typeof value === 'string' && VISITOR_VALUE.test(value) ? value : null;
}

/** The visitor's id, and the Set-Cookie that issues it when the visitor had none. */
async function ensureVisitor(request: Request): Promise<{ visitor: string; setCookie: string | null }> {
  const known = await visitorOf(request);
  if (known) return { visitor: known, setCookie: null };
  const visitor = randomBytes(18).toString('base64url');
  return { visitor, setCookie: await visitorCookie.serialize(visitor) };
}

async function call<T>(
  request: Request,
  method: 'GET' | 'POST',
  path: string,
  query: Record<string, string | number | undefined> = {},
  visitor?: string | null,
): Promise<T> {
  const url = new URL(`/public/api/${path}`, env.API_URL);
  for (const [key, value] of Object.entries(query))
    if (value !== undefined) url.searchParams.set(key, String(value));
  const headers: Record<string, string> = { accept: 'application/json', ...visitorHeaders(request) };
  const who = visitor === undefined ? await visitorOf(request) : visitor;
  if (who) headers.cookie = `rc_visitor=${who}`;
  const token = await getToken(request);
  const send = (withToken: boolean) =>
    fetchFromApi(url, {
      method,
      headers: withToken && token ? { ...headers, authorization: `Bearer ${token}` } : headers,
    });
  let response = await send(true);
  // An expired member token: the content is public, so read it as a visitor.
  if (response.status === 401 && token) response = await send(false);
  const text = await response.text();
  let body: Envelope<T> | undefined;
  try {
    body = text ? (JSON.parse(text) as Envelope<T>) : undefined;
  } catch {
    body = undefined;
  }
  if (!response.ok || !body) {
    const error = new ApiError(response.status, body);
    throwIfUnavailable(error);
    if (response.status === 404) throw new Response('Not Found', { status: 404 });
    throw error;
  }
  return body.data;
}

export function podcasts(
  request: Request,
  query: { title?: string; search?: string },
): Promise<Page<PublicPodcast>> {
  return call(request, 'GET', 'readall-podcasts', {
    order: 'desc',
    title: query.title,
    search: query.search || undefined,
  });
}

export function blogs(request: Request): Promise<Page<PublicBlog>> {
  return call(request, 'GET', 'readall', { order: 'desc' });
}

export function blog(request: Request, id: number): Promise<PublicBlog> {
  return call(request, 'GET', `show/${id}`);
}

export function tutorials(request: Request): Promise<PublicTutorial[]> {
  return call(request, 'GET', 'tutorials');
}

/** A policy page in the reader's language (English when it has none in it; decision 408). */
export function policyPage(request: Request, slug: PolicySlug, language: string): Promise<PublicPolicyPage> {
  return call(request, 'GET', `policies/${encodeURIComponent(slug)}`, { lang: language });
}

export function sitemapEntries(request: Request): Promise<SitemapEntries> {
  return call(request, 'GET', 'sitemap');
}

/** Where each network's share page is (the blog's address goes in the query). */
export const SHARE_NETWORKS = {
  whatsapp: {
    label: 'WhatsApp',
    url: (link: string) => `https://api.whatsapp.com/send?text=${encodeURIComponent(link)}`,
  },
  facebook: {
    label: 'Facebook',
    url: (link: string) => `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(link)}`,
  },
  twitter: {
    label: 'Twitter',
    url: (link: string) => `https://twitter.com/intent/tweet?url=${encodeURIComponent(link)}`,
  },
  linkedin: {
    label: 'LinkedIn',
    url: (link: string) => `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(link)}`,
  },
} as const;
export type ShareNetwork = keyof typeof SHARE_NETWORKS;

const isNetwork = (value: unknown): value is ShareNetwork =>
  typeof value === 'string' && Object.prototype.hasOwnProperty.call(SHARE_NETWORKS, value);

/**
 * The blog forms (plain POSTs, so they work without JavaScript): like or dislike, then back to `back`.
 */
export async function blogAction(request: Request, back: string): Promise<Response> {
  const form = await request.formData();
  const id = Number(form.get('blog_id'));
  if (!Number.isSafeInteger(id) || id < 1) throw new Response('Not Found', { status: 404 });
  const intent = form.get('intent');
  if (intent !== 'like' && intent !== 'dislike') throw new Response('Bad Request', { status: 400 });
  const { visitor, setCookie } = await ensureVisitor(request);
  await call(request, 'POST', `${intent}/${id}`, {}, visitor);
  return redirect(back, { headers: setCookie ? { 'Set-Cookie': setCookie } : {} });
}

/**
 * Share to a network (GET /blog-share/{id}/{network}, a link that opens in a new tab): asks the API for
 * the blog's address, which counts the share once per visitor, and goes on to the network's share page.
 * A link rather than a form: the pages' form-action policy keeps form posts on the site.
 */
export async function shareBlog(request: Request, id: number, network: string): Promise<Response> {
  if (!isNetwork(network)) throw new Response('Not Found', { status: 404 });
  const { visitor, setCookie } = await ensureVisitor(request);
  const shared = await call<BlogShare>(request, 'POST', `share/${id}`, {}, visitor);
  return redirect(SHARE_NETWORKS[network].url(shared.share_url), {
    headers: { ...(setCookie ? { 'Set-Cookie': setCookie } : {}), 'X-Robots-Tag': 'noindex' },
  });
}

/** An address on the site as visitors reach it (share links, canonical addresses, the sitemap). */
export const absoluteUrl = (path: string) => `${env.PUBLIC_WEB_URL.replace(/\/+$/, '')}${path}`;
