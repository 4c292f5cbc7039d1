import type { FollowStatus, MemberRelation, NamedRef } from './accounts.js';
import { Messages } from './messages.js';

/** Limits of the social feed, shared by the API (which enforces them) and the clients (which explain them). */
export const SOCIAL_LIMITS = {
  /** Images one post may carry, counting those already on it when editing. */
  maxImagesPerPost: 10,
  /** Bytes of one uploaded image, before re-encoding. */
  maxImageBytes: 8 * 1024 * 1024,
  titleMaxLength: 255,
  descriptionMaxLength: 5000,
  tagsMaxLength: 500,
  locationMaxLength: 191,
  commentMaxLength: 2000,
  /** The seeds' feed page size (`per_page=10`); a client may ask for up to maxPageSize. */
  feedPageSize: 10,
  /** The logged-out preview (`posts/likes-desc`) shows 15 a page. */
  previewPageSize: 15,
  maxPageSize: 50,
  /** Likers and comments come as plain arrays (as the seeds' clients read them), this many per `page`. */
  listPageSize: 50,
} as const;

/**
 * An image of a post. `feed_path` and `thumb_path` are null until the worker has made them. The sizes are
 * the image's pixels as stored (upright), so a client can reserve the image's box before it loads
 * (`<img width height>`, no layout shift); each copy's size is null exactly when its path is (decision 189).
 */
export interface PostMedia {
  id: number;
  /** Public URL of the stored image (re-encoded, no metadata, at most 2048 px a side). */
  path: string;
  /** Public URL of the feed-sized copy (inside 1080 × 1350 px), or null while it is being made. */
  feed_path: string | null;
  /** Public URL of the thumbnail (a 320 px square, smaller only where the image is), or null while it is being made. */
  thumb_path: string | null;
  /** Pixels of the stored image at `path`. */
  width: number;
  height: number;
  feed_width: number | null;
  feed_height: number | null;
  thumb_width: number | null;
  thumb_height: number | null;
}

/** The author as a post shows them. */
export interface PostAuthor {
  id: number;
  full_name: string;
  first_name: string;
  profile_photo: string | null;
  blue_tick: 0 | 1;
}

/** The seeds' Post entity. */
export interface Post {
  id: number;
  title: string | null;
  description: string | null;
  location: string | null;
  tags: string | null;
  medias: PostMedia[];
  /** Null only if the author's account is gone. */
  user: PostAuthor | null;
  /** ISO 8601. */
  created_at: string;
  /** ISO 8601: the last edit by the author. */
  updated_at: string;
  likes_count: number;
  comments_count: number;
  /** 1 when the caller likes the post (always 0 for anonymous readers). */
  is_liked: 0 | 1;
  /** 1 while moderation holds the post: only its author sees it then. */
  is_held: 0 | 1;
}

/** The author as a comment shows them. */
export interface CommentAuthor {
  id: number;
  full_name: string;
  profile_photo: string | null;
}

/** The seeds' Comment entity. */
export interface Comment {
  id: number;
  /** The post commented on. */
  commentable_id: number;
  body: string;
  user_id: number;
  user: CommentAuthor | null;
  /** ISO 8601. */
  created_at: string;
  updated_at: string;
  /** 1 while moderation holds the comment: only its author sees it then. */
  is_held: 0 | 1;
}

/** How the caller stands to a liker: the members' relation ('Follow' when not following, see decision 015). */
export type LikerRelation = MemberRelation;

/** The seeds' Like entry: who liked a post, where they are, and whether the caller follows them. */
export interface LikeEntry {
  id: number;
  user_id: number;
  user: CommentAuthor;
  city: NamedRef | null;
  state: NamedRef | null;
  country: NamedRef | null;
  relation: LikerRelation;
  /** Whether the caller's follow of the liker is pending or accepted (decision 296). */
  follow_status: FollowStatus;
}

/** The answer of `POST posts/like/{id}`. */
export interface LikeToggle {
  likes_count: number;
  is_liked: 0 | 1;
}

/** `POST posts` and `POST posts/{id}` (multipart; images as `medias[0]`, `medias[1]`, …). */
export interface PostPayload {
  title?: string;
  description?: string;
  tags?: string;
  location?: string;
}

/** `POST posts/comment/{id}` and `POST comments/{id}`. */
export interface CommentPayload {
  body: string;
}

/** A post as global search lists it. */
export interface PostSearchHit {
  id: number;
  title: string;
}

/** Texts the social API answers with. */
export const SocialMessages = {
  postCreated: 'Post created successfully',
  postUpdated: 'Post updated successfully',
  deleted: Messages.recordsDeleted,
  liked: 'Post liked successfully',
  unliked: 'Post unliked successfully',
  commentAdded: 'Comment added successfully',
  commentUpdated: 'Comment updated successfully',
} as const;
