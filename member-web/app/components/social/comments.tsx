import type { Comment } from '@app/contracts';
import { Link } from '@remix-run/react';
import { useEffect, useId, useRef, useState } from 'react';

import { useT } from '../../i18n/i18n';
import { Avatar } from '../avatar';
import { useFetcherAnswer } from '../use-fetcher-answer';
import { useHydrated } from '../use-hydrated';
import { ConfirmDelete } from './confirm-delete';
import { RelativeTime } from './relative-time';
import { ReportAction } from './report';
import { truncate } from './text';
import { SocialFields, useSocial } from './use-social';
import { useMemberId } from './viewer';

/** Card comments are cut at 65 characters (seeds); the post page shows them whole. */
const CARD_COMMENT_LIMIT = 65;

/**
 * A post's comments and the comment box. `mode` 'card': the feed card's short list; 'page': the single post
 * page's full list. `editingId` opens one comment in edit mode from the server (`?edit_comment=`), the
 * way to edit without JavaScript.
 */
export function PostComments({
  postId,
  comments,
  mode,
  editingId,
  onAdded,
  onRemoved,
}: {
  postId: number;
  comments: Comment[];
  mode: 'card' | 'page';
  editingId?: number;
  onAdded: (comment: Comment) => void;
  onRemoved: (commentId: number) => void;
}) {
  const { t } = useT('social');
  return (
    <section className="comments" aria-label={t('comments.label')}>
      {comments.length ? (
        <ul className="comments__list">
          {comments.map((comment) => (
            <CommentItem
              key={comment.id}
              comment={comment}
              postId={postId}
              mode={mode}
              startEditing={comment.id === editingId}
              onRemoved={onRemoved}
            />
          ))}
        </ul>
      ) : mode === 'page' ? (
        <p className="empty-text">{t('comments.none')}</p>
      ) : null}
      <CommentBox postId={postId} onAdded={onAdded} />
    </section>
  );
}

/** The comment box under a post. */
export function CommentBox({ postId, onAdded }: { postId: number; onAdded: (comment: Comment) => void }) {
  const { t } = useT('social');
  const { fetcher, outcome, pending } = useSocial(`post:${postId}`);
  const formRef = useRef<HTMLFormElement>(null);
  const inputId = useId();
  const commentOutcome = outcome?.intent === 'comment' ? outcome : undefined;
  useFetcherAnswer(fetcher, (answer) => {
    if (!answer.ok || answer.intent !== 'comment' || !answer.comment) return;
    onAdded(answer.comment);
    formRef.current?.reset();
  });
  const error =
    commentOutcome && !commentOutcome.ok
      ? (commentOutcome.fieldErrors.body ?? commentOutcome.message)
      : undefined;
  return (
    <fetcher.Form method="post" ref={formRef} className="comment-box">
      <SocialFields intent="comment" postId={postId} />
      <label htmlFor={inputId} className="visually-hidden">
        {t('comments.write')}
      </label>
      <textarea
        id={inputId}
        name="body"
        rows={1}
        placeholder={t('comments.placeholder')}
        required
        aria-invalid={error ? true : undefined}
      />
      <button type="submit" className="button button--primary button--small" disabled={pending === 'comment'}>
        {t('comments.submit')}
      </button>
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </fetcher.Form>
  );
}

function CommentItem({
  comment: initial,
  postId,
  mode,
  startEditing,
  onRemoved,
}: {
  comment: Comment;
  postId: number;
  mode: 'card' | 'page';
  startEditing: boolean;
  onRemoved: (commentId: number) => void;
}) {
  const { t } = useT('social');
  const me = useMemberId();
  const hydrated = useHydrated();
  const target = `comment:${initial.id}`;
  const edit = useSocial(target);
  const remove = useSocial(target);
  const [editing, setEditing] = useState(startEditing);
  const editOutcome = edit.outcome?.intent === 'update-comment' ? edit.outcome : undefined;
  const comment = editOutcome?.ok && editOutcome.comment ? editOutcome.comment : initial;
  const removed = remove.outcome?.ok && remove.outcome.intent === 'delete-comment';
  const own = me !== null && comment.user_id === me;
  const name = comment.user?.full_name ?? t('deletedMember');

  // Update leaves edit mode once the change went through.
  useEffect(() => {
    if (editOutcome?.ok) setEditing(false);
  }, [editOutcome]);
  // Told once: the parent also counts the comments down.
  const reported = useRef(false);
  useEffect(() => {
    if (!removed || reported.current) return;
    reported.current = true;
    onRemoved(initial.id);
  }, [removed, initial.id, onRemoved]);

  if (removed) return null;
  const body = mode === 'card' ? truncate(comment.body, CARD_COMMENT_LIMIT).text : comment.body;
  const editHref = `/posts/${postId}?edit_comment=${comment.id}#comment-${comment.id}`;
  const error =
    editOutcome && !editOutcome.ok ? (editOutcome.fieldErrors.body ?? editOutcome.message) : undefined;

  return (
    <li id={`comment-${comment.id}`} className="comment">
      <Avatar name={name} photo={comment.user?.profile_photo} size="small" />
      <div className="comment__main">
        <p className="comment__meta">
          {comment.user ? (
            <Link to={`/Profile/${comment.user.id}`} className="comment__author" data-user-content>
              {name}
            </Link>
          ) : (
            <span className="comment__author" data-user-content>
              {name}
            </span>
          )}{' '}
          <RelativeTime iso={comment.updated_at} />
        </p>
        {comment.is_held ? <p className="held-note">{t('comments.held')}</p> : null}
        {editing ? (
          <edit.fetcher.Form method="post" className="comment-edit">
            <SocialFields intent="update-comment" commentId={comment.id} postId={postId} />
            <label className="visually-hidden" htmlFor={`comment-edit-${comment.id}`}>
              {t('comments.edit')}
            </label>
            <textarea
              id={`comment-edit-${comment.id}`}
              name="body"
              rows={2}
              defaultValue={comment.body}
              required
            />
            <div className="form__actions">
              <button
                type="submit"
                className="button button--primary button--small"
                disabled={edit.pending === 'update-comment'}
              >
                {t('update')}
              </button>
              {hydrated ? (
                <button
                  type="button"
                  className="button button--ghost button--small"
                  onClick={() => setEditing(false)}
                >
                  {t('cancel')}
                </button>
              ) : (
                <a
                  href={`/posts/${postId}#comment-${comment.id}`}
                  className="button button--ghost button--small"
                >
                  {t('cancel')}
                </a>
              )}
            </div>
            {error ? (
              <p className="field__error" role="alert">
                {error}
              </p>
            ) : null}
          </edit.fetcher.Form>
        ) : (
          <p className="comment__body" data-user-content>
            {body}
          </p>
        )}
        {!editing ? (
          <div className="comment__actions">
            {own ? (
              <>
                {hydrated ? (
                  <button type="button" className="link-button" onClick={() => setEditing(true)}>
                    {t('edit')}
                  </button>
                ) : (
                  <a href={editHref}>{t('edit')}</a>
                )}
                <ConfirmDelete fetcher={remove.fetcher} outcome={remove.outcome} label={t('delete')}>
                  <SocialFields intent="delete-comment" commentId={comment.id} postId={postId} />
                </ConfirmDelete>
              </>
            ) : me !== null ? (
              <ReportAction
                subjectType="comment"
                subjectId={comment.id}
                noScriptHref={`/posts/${postId}?report_comment=${comment.id}`}
              />
            ) : null}
          </div>
        ) : null}
      </div>
    </li>
  );
}
