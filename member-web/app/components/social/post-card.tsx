import { Messages, type Comment, type Post } from '@app/contracts';
import { Link, useFetcher } from '@remix-run/react';
import { useEffect, useId, useState } from 'react';

import { useT } from '../../i18n/i18n';
import { Avatar } from '../avatar';
import { useHydrated } from '../use-hydrated';
import { PostComments } from './comments';
import { EditPostDialog } from './edit-post';
import { GuestAction } from './guest-action';
import { ImageViewer } from './image-viewer';
import { LikesDialog } from './likers';
import { PostDescription } from './post-description';
import { postImageSources } from './post-image-sources';
import { PostMenu } from './post-menu';
import { RelativeTime } from './relative-time';
import { ReportDialog } from './report';
import { ShareButton } from './share-button';
import { SocialFields, useSocial } from './use-social';
import { useViewer, type Viewer } from './viewer';

/** What /resources/comments answers (its loader promises this shape). */
export interface CommentsData {
  comments: Comment[];
}

/** What the single post page adds to a card: the whole comment list, open, and the text in full. */
export interface PostPageExtras {
  comments: Comment[];
  editingCommentId?: number;
}

/**
 * A post as the seeds describe it: author, relative time and the ⋯ menu; images, title, description (cut at
 * `descriptionLimit` with Read more); the likes count (opens the Likes modal) and comments count; Like/Liked,
 * Comments and Share; the comments and the comment box. Guests see the same card whose actions lead to
 * the login page or the sign-up popup.
 */
export function PostCard({
  post: initial,
  descriptionLimit = 100,
  standalone = false,
  expanded = false,
  lead = false,
  page,
}: {
  post: Post;
  descriptionLimit?: number;
  /** The card is the page (a single post page): its title is the page's heading. */
  standalone?: boolean;
  /** Show the description whole (Read more without JavaScript: `?more=1`). */
  expanded?: boolean;
  /** The first card a reader sees: its first row of images loads at once (see postImageSources). */
  lead?: boolean;
  page?: PostPageExtras;
}) {
  const { t } = useT('social');
  const viewer = useViewer();
  const [edited, setEdited] = useState<Post | null>(null);
  const post = edited ?? initial;
  const remover = useSocial(`post:${post.id}`);
  const deleteOutcome = remover.outcome?.intent === 'delete-post' ? remover.outcome : undefined;
  const [dialog, setDialog] = useState<'edit' | 'report' | 'likes' | null>(null);
  const titleId = useId();

  if (deleteOutcome?.ok) {
    return (
      <p className="card post-card post-card--deleted" role="status">
        {deleteOutcome.message || Messages.recordsDeleted}
      </p>
    );
  }

  const author = post.user;
  const authorName = author?.full_name ?? t('deletedMember');
  const own = viewer.kind === 'member' && author?.id === viewer.id;
  const postHref = viewer.kind === 'member' ? `/posts/${post.id}` : `/postsnotAuth/${post.id}`;
  const Title = standalone ? 'h1' : 'h3';

  return (
    <article
      id={`post-${post.id}`}
      className="card post-card"
      aria-labelledby={post.title ? titleId : undefined}
      aria-label={post.title ? undefined : t('post.by', { name: authorName })}
    >
      <header className="post-card__head">
        <Avatar name={authorName} photo={author?.profile_photo} size="medium" />
        <div className="post-card__who">
          {author ? (
            <Link to={`/Profile/${author.id}`} className="post-card__author" data-user-content>
              {authorName}
            </Link>
          ) : (
            <span className="post-card__author" data-user-content>
              {authorName}
            </span>
          )}
          {author?.blue_tick ? (
            <span className="blue-tick" role="img" aria-label={t('verified')}>
              ✓
            </span>
          ) : null}
          <p className="post-card__meta">
            <RelativeTime iso={post.created_at} />
            {post.location ? (
              <span className="post-card__location" data-user-content>
                {' '}
                · {post.location}
              </span>
            ) : null}
          </p>
        </div>
        <PostMenu
          postId={post.id}
          own={own}
          signedIn={viewer.kind === 'member'}
          onEdit={() => setDialog('edit')}
          onReport={() => setDialog('report')}
          deleter={remover.fetcher}
          deleteOutcome={deleteOutcome}
        />
      </header>
      {post.is_held ? <p className="held-note">{t('post.held')}</p> : null}
      <PostImages post={post} lead={lead} />
      {post.title ? (
        <Title id={titleId} className="post-card__title" data-user-content>
          {standalone ? post.title : <Link to={postHref}>{post.title}</Link>}
        </Title>
      ) : null}
      <PostDescription
        text={post.description}
        limit={page ? Number.POSITIVE_INFINITY : descriptionLimit}
        moreHref={`${postHref}?more=1`}
        expanded={expanded}
      />
      <PostSocial post={post} viewer={viewer} page={page} onLikes={() => setDialog('likes')} />
      {dialog === 'edit' ? (
        <EditPostDialog post={post} onClose={() => setDialog(null)} onSaved={setEdited} />
      ) : null}
      {dialog === 'report' ? (
        <ReportDialog subjectType="post" subjectId={post.id} onClose={() => setDialog(null)} />
      ) : null}
      {dialog === 'likes' ? <LikesDialog postId={post.id} onClose={() => setDialog(null)} /> : null}
    </article>
  );
}

/**
 * The post's images, the feed-sized copy where the worker has made it, each with its size so the card does
 * not move as they arrive. A tap opens the image viewer (with JavaScript); without it the link opens the
 * image itself.
 */
function PostImages({ post, lead }: { post: Post; lead: boolean }) {
  const { t } = useT('social');
  const hydrated = useHydrated();
  const [viewing, setViewing] = useState<number | null>(null);
  if (!post.medias.length) return null;
  const columns = Math.min(post.medias.length, 3);
  return (
    <div className={`post-card__images post-card__images--${columns}`}>
      {post.medias.map((media, index) => (
        <a
          key={media.id}
          href={media.path}
          className="post-card__image"
          onClick={(event) => {
            if (!hydrated || event.metaKey || event.ctrlKey || event.shiftKey) return;
            event.preventDefault();
            setViewing(index);
          }}
        >
          <img
            {...postImageSources(media, columns, lead && index < columns)}
            alt={
              post.title
                ? t('images.imageOfTitled', { n: index + 1, count: post.medias.length, title: post.title })
                : t('images.imageOf', { n: index + 1, count: post.medias.length })
            }
          />
        </a>
      ))}
      {viewing !== null ? (
        <ImageViewer
          medias={post.medias}
          index={viewing}
          title={post.title}
          onIndex={setViewing}
          onClose={() => setViewing(null)}
        />
      ) : null}
    </div>
  );
}

/** Counts, Like/Liked, Comments, Share and the comments. */
function PostSocial({
  post,
  viewer,
  page,
  onLikes,
}: {
  post: Post;
  viewer: Viewer;
  page?: PostPageExtras;
  onLikes: () => void;
}) {
  const { t } = useT('social');
  const hydrated = useHydrated();
  const like = useSocial(`post:${post.id}`);
  const loader = useFetcher<CommentsData>();
  const [commentsOpen, setCommentsOpen] = useState(Boolean(page));
  const [comments, setComments] = useState<Comment[]>(page?.comments ?? []);
  const [commentsCount, setCommentsCount] = useState(post.comments_count);

  useEffect(() => {
    if (loader.data) setComments(loader.data.comments);
  }, [loader.data]);
  // The post page's list, again after the page reloaded.
  const pageComments = page?.comments;
  useEffect(() => {
    if (pageComments) setComments(pageComments);
  }, [pageComments]);

  // Like: the count comes from the answer; while it is on its way the button already shows the change.
  const answered = like.outcome?.ok && like.outcome.intent === 'like' ? like.outcome.like : undefined;
  const base = answered ?? { is_liked: post.is_liked, likes_count: post.likes_count };
  const pending = like.pending === 'like';
  const liked = pending ? !base.is_liked : Boolean(base.is_liked);
  const likesCount = pending ? base.likes_count + (base.is_liked ? -1 : 1) : base.likes_count;

  const toggleComments = () => {
    if (!commentsOpen && !page && !loader.data) loader.load(`/resources/comments?post=${post.id}`);
    setCommentsOpen((open) => !open);
  };
  const likesLabel = t('post.likes', { count: likesCount });
  const commentsLabel = t('post.comments', { count: commentsCount });

  if (viewer.kind === 'guest') {
    return (
      <>
        <div className="post-card__counts">
          <GuestAction viewer={viewer} className="link-button">
            {likesLabel}
          </GuestAction>
          <span>{commentsLabel}</span>
        </div>
        <div className="post-card__actions">
          <GuestAction viewer={viewer}>{t('post.like')}</GuestAction>
          <GuestAction viewer={viewer}>{t('post.commentsButton')}</GuestAction>
          <ShareButton postId={post.id} />
        </div>
        <GuestAction viewer={viewer} className="comment-box comment-box--guest">
          {t('comments.placeholder')}
        </GuestAction>
      </>
    );
  }

  return (
    <>
      <div className="post-card__counts">
        {hydrated ? (
          <button type="button" className="link-button" onClick={onLikes} aria-haspopup="dialog">
            {likesLabel}
          </button>
        ) : (
          <a href={`/posts/${post.id}?likes=1`}>{likesLabel}</a>
        )}
        <span>{commentsLabel}</span>
      </div>
      <div className="post-card__actions">
        <like.fetcher.Form method="post" className="inline-form">
          <SocialFields intent="like" postId={post.id} />
          <button
            type="submit"
            className={`post-action${liked ? ' post-action--on' : ''}`}
            aria-pressed={liked}
          >
            {liked ? t('post.liked') : t('post.like')}
          </button>
        </like.fetcher.Form>
        {page ? null : hydrated ? (
          <button type="button" className="post-action" aria-expanded={commentsOpen} onClick={toggleComments}>
            {t('post.commentsButton')}
          </button>
        ) : (
          <a href={`/posts/${post.id}#comments`} className="post-action">
            {t('post.commentsButton')}
          </a>
        )}
        <ShareButton postId={post.id} />
      </div>
      {like.outcome && !like.outcome.ok && like.outcome.intent === 'like' ? (
        <p className="field__error" role="alert">
          {like.outcome.message}
        </p>
      ) : null}
      <div id={page ? 'comments' : undefined}>
        <PostComments
          postId={post.id}
          comments={commentsOpen ? comments : []}
          mode={page ? 'page' : 'card'}
          editingId={page?.editingCommentId}
          onAdded={(comment) => {
            if (!page && !loader.data && loader.state === 'idle')
              loader.load(`/resources/comments?post=${post.id}`);
            setCommentsCount((count) => count + 1);
            setComments((list) => [...list.filter((c) => c.id !== comment.id), comment]);
            setCommentsOpen(true);
          }}
          onRemoved={(commentId) => {
            setCommentsCount((count) => Math.max(0, count - 1));
            setComments((list) => list.filter((c) => c.id !== commentId));
          }}
        />
      </div>
    </>
  );
}
