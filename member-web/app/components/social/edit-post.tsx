import type { Post, PostMedia } from '@app/contracts';

import { useT } from '../../i18n/i18n';
import { useFetcherAnswer } from '../use-fetcher-answer';
import { Modal } from './modal';
import { PostFields } from './post-form';
import { SocialFields, useSocial } from './use-social';

/**
 * 'Edit Post': the images the post has, each with Remove (deleted at once), then Title, Location,
 * Description and more images. `onSaved` gets the post as the API answers after each change.
 */
export function EditPostDialog({
  post,
  onClose,
  closeHref,
  onSaved,
}: {
  post: Post;
  onClose?: () => void;
  closeHref?: string;
  onSaved: (post: Post) => void;
}) {
  const { t } = useT('social');
  const { fetcher, outcome, pending } = useSocial(`post:${post.id}`);
  const updateOutcome = outcome?.intent === 'update-post' ? outcome : undefined;

  useFetcherAnswer(fetcher, (answer) => {
    if (!answer.ok || answer.intent !== 'update-post' || !answer.post) return;
    onSaved(answer.post);
    onClose?.();
  });

  const failure = updateOutcome && !updateOutcome.ok ? updateOutcome : undefined;
  return (
    <Modal title={t('editPost.title')} onClose={onClose} closeHref={closeHref}>
      {post.medias.length ? (
        <ul className="edit-post__images" aria-label={t('editPost.images')}>
          {post.medias.map((media, index) => (
            <RemovableImage key={media.id} postId={post.id} media={media} index={index} onSaved={onSaved} />
          ))}
        </ul>
      ) : null}
      <fetcher.Form
        method="post"
        encType="multipart/form-data"
        className="form"
        aria-label={t('editPost.title')}
      >
        <SocialFields intent="update-post" postId={post.id} imagesAlready={post.medias.length} />
        <PostFields post={post} message={failure?.message} fieldErrors={failure?.fieldErrors} />
        <button type="submit" className="button button--primary" disabled={pending === 'update-post'}>
          {pending === 'update-post' ? t('pleaseWait') : t('update')}
        </button>
      </fetcher.Form>
    </Modal>
  );
}

function RemovableImage({
  postId,
  media,
  index,
  onSaved,
}: {
  postId: number;
  media: PostMedia;
  index: number;
  onSaved: (post: Post) => void;
}) {
  const { t } = useT('social');
  const { fetcher, outcome, pending } = useSocial(`post:${postId}`);
  useFetcherAnswer(fetcher, (answer) => {
    if (answer.ok && answer.intent === 'delete-media' && answer.post) onSaved(answer.post);
  });
  const failed = outcome?.intent === 'delete-media' && !outcome.ok ? outcome.message : undefined;
  return (
    <li>
      <img
        src={media.thumb_path ?? media.path}
        width={(media.thumb_path ? media.thumb_width : media.width) || undefined}
        height={(media.thumb_path ? media.thumb_height : media.height) || undefined}
        decoding="async"
        alt={t('editPost.image', { n: index + 1 })}
      />
      <fetcher.Form method="post">
        <SocialFields intent="delete-media" postId={postId} mediaId={media.id} />
        <button
          type="submit"
          className="button button--ghost button--small"
          aria-label={t('editPost.removeImage', { n: index + 1 })}
          disabled={pending === 'delete-media'}
        >
          {t('remove')}
        </button>
      </fetcher.Form>
      {failed ? (
        <p className="field__error" role="alert">
          {failed}
        </p>
      ) : null}
    </li>
  );
}
