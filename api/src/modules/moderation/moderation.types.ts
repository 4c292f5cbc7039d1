import type { ModerationSubjectType } from '@app/contracts';

/** What can be reported or screened: social content, members, the marketplace's listings, messages. */
export type ModerationSubjectKind = ModerationSubjectType;

/** Content whose text is screened (everything but members). */
export type ScreenedTextSubject = Exclude<ModerationSubjectKind, 'user'>;
/** Content whose images are screened. */
export type ScreenedImageSubject = Exclude<ModerationSubjectKind, 'user' | 'comment'>;

/**
 * How moderation reaches content it does not own. The module that owns a kind registers one adapter at
 * start-up (posts registers 'post' and 'comment', accounts 'user'), so moderation never imports them.
 */
export interface ModerationSubjectAdapter {
  /** The member who wrote the content (for a 'user' subject: the member themself), or null if it is gone. */
  authorOf(id: number): Promise<number | null>;
  /** Hides the content from everyone but its author until staff review it. Idempotent. */
  hold(id: number): Promise<void>;
  /** Shows held content again (staff cleared it). Idempotent. */
  release(id: number): Promise<void>;
  /** The content as it is now, for the evidence (text, images with upload address and time). */
  snapshot?(id: number): Promise<SubjectSnapshot | null>;
  /** Removes the content for good (staff decision). Without it, removal keeps the content held. */
  remove?(id: number): Promise<void>;
  /** Hides every visible piece of this kind by the member, marked with `at` (their account was banned). */
  holdAllBy?(authorId: number, at: Date): Promise<void>;
  /** Shows again what holdAllBy hid at `at` (the ban was lifted). */
  releaseAllBy?(authorId: number, at: Date): Promise<void>;
  /** The member's latest pieces of this kind, for the staff's member screen. */
  latestBy?(
    authorId: number,
    limit: number,
  ): Promise<Array<{ id: number; title: string | null; created_at: Date; hidden: boolean }>>;
}

/** A stored image of the content, as the evidence keeps it. */
export interface SnapshotImage {
  /** Storage key: the content's own file in an adapter's answer, the evidence copy in a stored snapshot. */
  key: string;
  upload_ip: string | null;
  uploaded_at: string | null;
}

/** What the content said and showed when it was flagged. */
export interface SubjectSnapshot {
  title: string | null;
  description: string | null;
  body: string | null;
  images: SnapshotImage[];
  created_at: string | null;
  created_ip: string | null;
}

/** Text written by a member, screened when created or edited. */
export interface TextScreenRequest {
  subject: ScreenedTextSubject;
  subjectId: number;
  authorId: number;
  text: string;
}

/** An uploaded image, screened against the blocklist of removed images. */
export interface ImageScreenRequest {
  subject: ScreenedImageSubject;
  subjectId: number;
  mediaId: number;
  authorId: number;
  /** The stored (metadata-free) image bytes. */
  image: Buffer;
}

/** hold: the caller must hold the content (a review item with the evidence has been stored). */
export interface ScreenVerdict {
  hold: boolean;
  reasons: string[];
}
