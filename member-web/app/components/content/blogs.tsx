import type { PublicBlog } from '@app/contracts';
import { Form, Link, useLocation } from '@remix-run/react';
import { useState } from 'react';

import { useT } from '../../i18n/i18n';
import { formatDate, formatTimeAgo } from '../../i18n/format';
import { DEFAULT_LANGUAGE } from '../../i18n/languages';
import { useHydrated } from '../use-hydrated';
import { postedDate, timeSince } from './content-time';

const NETWORKS = [
  { key: 'whatsapp', label: 'WhatsApp' },
  { key: 'facebook', label: 'Facebook' },
  { key: 'twitter', label: 'Twitter' },
  { key: 'linkedin', label: 'LinkedIn' },
] as const;

/**
 * Like toggle and dislike: plain POST forms to the page's own action, which the API counts once per
 * visitor. Liked, the toggle sends a dislike (as the seeds' client un-likes).
 */
export function BlogReactions({ blog }: { blog: PublicBlog }) {
  const { t } = useT('content');
  const { pathname } = useLocation();
  const liked = blog.reaction === 'like';
  return (
    <div className="blog-reactions">
      <Form method="post" action={pathname} preventScrollReset>
        <input type="hidden" name="blog_id" value={blog.id} />
        <button
          type="submit"
          name="intent"
          value={liked ? 'dislike' : 'like'}
          className={liked ? 'button button--primary' : 'button button--ghost'}
          aria-pressed={liked}
          aria-label={t(liked ? 'blogs.likedCount' : 'blogs.likeCount', { count: blog.like })}
        >
          {t(liked ? 'blogs.liked' : 'blogs.like')} <span className="blog-count">{blog.like}</span>
        </button>
      </Form>
      {!liked ? (
        <Form method="post" action={pathname} preventScrollReset>
          <input type="hidden" name="blog_id" value={blog.id} />
          <button
            type="submit"
            name="intent"
            value="dislike"
            className={blog.reaction === 'dislike' ? 'button button--primary' : 'button button--ghost'}
            aria-pressed={blog.reaction === 'dislike'}
            aria-label={t('blogs.dislikeCount', { count: blog.dislike })}
          >
            {t('blogs.dislike')} <span className="blog-count">{blog.dislike}</span>
          </button>
        </Form>
      ) : null}
    </div>
  );
}

/** The address a blog's share link carries (the API's `share_url`: the public copy, /dummyblogs/{id}). */
const shareLinkOf = (id: number) => new URL(`/dummyblogs/${id}`, window.location.origin).href;

/**
 * Share to a network: a link (new tab) to the site's /blog-share/{id}/{network}, which asks the API for
 * the blog's address (counting the share) and goes on to the network's share page. With JavaScript the
 * click also copies that address to the clipboard first, as the old client did; a refused
 * clipboard is only logged. No script needed for the share itself.
 */
export function BlogShareList({ blog }: { blog: PublicBlog }) {
  const { t } = useT('content');
  const hydrated = useHydrated();
  const [copied, setCopied] = useState(false);
  const copy = () => {
    // Called synchronously in the click, while the browser still counts it as the member's gesture.
    navigator.clipboard.writeText(shareLinkOf(blog.id)).then(
      () => setCopied(true),
      (error: unknown) => console.error('blog share: the link was not copied', error),
    );
  };
  return (
    <>
      <ul className="blog-share" aria-label={t('blogs.shareTitle', { title: blog.title })}>
        {NETWORKS.map((network) => (
          <li key={network.key}>
            <a
              href={`/blog-share/${blog.id}/${network.key}`}
              target="_blank"
              rel="nofollow noopener noreferrer"
              className="button button--ghost"
              onClick={hydrated ? copy : undefined}
            >
              {network.label}
            </a>
          </li>
        ))}
      </ul>
      <span role="status" className="share__status">
        {copied ? t('blogs.linkCopied') : null}
      </span>
    </>
  );
}

/** The card's menu on the dots icon: like toggle, share list, read. A <details>, so it opens without JavaScript. */
function BlogCardMenu({ blog, readTo }: { blog: PublicBlog; readTo: string }) {
  const { t } = useT('content');
  return (
    <details className="blog-menu">
      <summary aria-label={t('blogs.menuFor', { title: blog.title })}>⋮</summary>
      <div className="blog-menu__panel">
        <BlogReactions blog={blog} />
        <details className="blog-menu__share">
          <summary>{t('blogs.share')}</summary>
          <BlogShareList blog={blog} />
        </details>
        <Link to={readTo}>{t('blogs.read')}</Link>
      </div>
    </details>
  );
}

/** English keeps the seeds' labels ("November 24, 2026", "Just Posted"); other languages their own. */
function Byline({ blog, now }: { blog: PublicBlog; now: number }) {
  const { t, i18n } = useT('common');
  const english = i18n.language === DEFAULT_LANGUAGE;
  return (
    <p className="blog-byline">
      <span className="blog-byline__name">{blog.blogger_name || t('siteName')}</span>
      {' · '}
      <time dateTime={blog.posted_date}>
        {english ? postedDate(blog.posted_date) : formatDate(blog.posted_date, i18n.language)}
      </time>
      {' · '}
      <span>
        {english
          ? timeSince(blog.posted_date, now)
          : formatTimeAgo(blog.posted_date, i18n.language, new Date(now))}
      </span>
    </p>
  );
}

export function BlogCards({ blogs, now, readPath }: { blogs: PublicBlog[]; now: number; readPath: string }) {
  const { t } = useT('content');
  if (blogs.length === 0) return <p className="content-empty">{t('blogs.empty')}</p>;
  return (
    <ul className="content-cards" aria-label={t('blogs.title')}>
      {blogs.map((blog) => {
        const readTo = `${readPath}/${blog.id}`;
        return (
          <li key={blog.id} className="content-card blog-card">
            {blog.cover_image ? (
              <img src={blog.cover_image} alt="" className="content-card__picture" loading="lazy" />
            ) : null}
            <div className="content-card__body">
              <div className="blog-card__head">
                <Byline blog={blog} now={now} />
                <BlogCardMenu blog={blog} readTo={readTo} />
              </div>
              <h2 className="content-card__title">
                <Link to={readTo}>{blog.title}</Link>
              </h2>
              <p>{blog.excerpt}</p>
              <p className="blog-stats">
                {t('blogs.likes', { count: blog.like })} · {t('blogs.shares', { count: blog.share })}
              </p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** Where the blog page cuts the body behind Read More (decision 217: the seeds' single-page cut, 300). */
export const BLOG_READ_MORE_CHARS = 300;

/** The body's opening as the server cut it (plain text), and whether there is more. */
export interface BlogPreview {
  text: string;
  cut: boolean;
}

/**
 * The body cut at BLOG_READ_MORE_CHARS with a Read More button (the old client's "single page ... Read More
 * button"). Without JavaScript Read More is a link to the page with `?more=1`, which shows the whole body.
 */
function BlogBody({
  html,
  preview,
  expanded: startExpanded,
}: {
  html: string;
  preview: BlogPreview;
  expanded: boolean;
}) {
  const { t } = useT('content');
  const hydrated = useHydrated();
  const { pathname } = useLocation();
  const [expanded, setExpanded] = useState(startExpanded);
  if (!preview.cut || expanded) {
    /* Sanitized on the server (api: content/html-sanitizer.ts). */
    return <div className="blog-article__body" dangerouslySetInnerHTML={{ __html: html }} />;
  }
  return (
    <div className="blog-article__body">
      <p>{preview.text}</p>
      {hydrated ? (
        <button
          type="button"
          className="button button--ghost"
          aria-expanded={false}
          onClick={() => setExpanded(true)}
        >
          {t('blogs.readMore')}
        </button>
      ) : (
        <a href={`${pathname}?more=1`} className="button button--ghost">
          {t('blogs.readMore')}
        </a>
      )}
    </div>
  );
}

/**
 * One blog: blogger name, title, posted date, time since and the body (HTML the API cleaned to its
 * allowlist when staff saved it, decision 143) behind Read More, with like, dislike and share.
 */
export function BlogArticle({
  blog,
  now,
  backTo,
  preview,
  expanded,
}: {
  blog: PublicBlog;
  now: number;
  backTo: string;
  preview: BlogPreview;
  expanded: boolean;
}) {
  const { t } = useT('content');
  return (
    <article className="container page blog-article">
      <p>
        <Link to={backTo}>{t('blogs.back')}</Link>
      </p>
      <h1>{blog.title}</h1>
      <Byline blog={blog} now={now} />
      {blog.cover_image ? <img src={blog.cover_image} alt="" className="blog-article__cover" /> : null}
      <BlogBody html={blog.description} preview={preview} expanded={expanded} />
      <div className="blog-article__actions">
        <BlogReactions blog={blog} />
        <p className="blog-stats">{t('blogs.shares', { count: blog.share })}</p>
        <h2 className="blog-article__share-title">{t('blogs.share')}</h2>
        <BlogShareList blog={blog} />
      </div>
    </article>
  );
}
