import type { Comment, FollowStatus, LikeEntry, MemberRelation, Post, PostMedia } from '@app/contracts';
import { renderedSize } from '../../core/storage/images';
import type { PublicFilesService } from '../../core/storage/public-files';
import type { MemberCard } from '../members';
import type { CommentEntity } from './entities/comment.entity';
import type { PostLikeEntity } from './entities/post-like.entity';
import type { PostMediaEntity } from './entities/post-media.entity';
import type { PostEntity } from './entities/post.entity';
import { DERIVATIVE_SIZES } from './post-images';

const flag = (value: boolean): 0 | 1 => (value ? 1 : 0);

/** The seeds' Post shape, field by field (a new column never leaks). */
export function toPost(
  post: PostEntity,
  medias: PostMediaEntity[],
  author: MemberCard | undefined,
  liked: boolean,
  files: PublicFilesService,
): Post {
  return {
    id: post.id,
    title: post.title,
    description: post.description,
    location: post.location,
    tags: post.tags,
    medias: medias.map((media) => toPostMedia(media, files)),
    user: author
      ? {
          id: author.id,
          full_name: author.full_name,
          first_name: author.first_name,
          profile_photo: author.profile_photo,
          blue_tick: author.blue_tick,
        }
      : null,
    created_at: post.created_at.toISOString(),
    updated_at: post.updated_at.toISOString(),
    likes_count: post.likes_count,
    comments_count: post.comments_count,
    is_liked: flag(liked),
    is_held: flag(post.held_at !== null),
  };
}

/**
 * An image with its sizes: the original's as stored at upload, each copy's worked out from it and the
 * copy's box (no file or extra row is read; decision 189). A copy not made yet has no size, as it has no path.
 */
export function toPostMedia(media: PostMediaEntity, files: PublicFilesService): PostMedia {
  const feed = media.feed_path ? renderedSize(media.width, media.height, DERIVATIVE_SIZES.feed) : null;
  const thumb = media.thumb_path ? renderedSize(media.width, media.height, DERIVATIVE_SIZES.thumb) : null;
  return {
    id: media.id,
    path: files.url(media.path)!,
    feed_path: files.url(media.feed_path),
    thumb_path: files.url(media.thumb_path),
    width: media.width,
    height: media.height,
    feed_width: feed?.width ?? null,
    feed_height: feed?.height ?? null,
    thumb_width: thumb?.width ?? null,
    thumb_height: thumb?.height ?? null,
  };
}

export function toComment(comment: CommentEntity, author: MemberCard | undefined): Comment {
  return {
    id: comment.id,
    commentable_id: comment.post_id,
    body: comment.body,
    user_id: comment.user_id,
    user: author ? { id: author.id, full_name: author.full_name, profile_photo: author.profile_photo } : null,
    created_at: comment.created_at.toISOString(),
    updated_at: comment.updated_at.toISOString(),
    is_held: flag(comment.held_at !== null),
  };
}

export function toLikeEntry(
  like: PostLikeEntity,
  liker: MemberCard,
  relation: MemberRelation,
  follow_status: FollowStatus,
): LikeEntry {
  return {
    id: like.id,
    user_id: like.user_id,
    user: { id: liker.id, full_name: liker.full_name, profile_photo: liker.profile_photo },
    city: liker.city,
    state: liker.state,
    country: liker.country,
    relation,
    follow_status,
  };
}
