import type { MarketplaceSubjectType, ReportSubjectType } from '@app/contracts';

/** What can be reported or screened: social content, members, and the marketplace's listings. */
export type ModerationSubjectKind = ReportSubjectType | MarketplaceSubjectType;

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
