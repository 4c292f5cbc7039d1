import { Injectable } from '@nestjs/common';
import { differenceHash, hashHex } from './checks/perceptual-hash';
import type { BlockedImageEntity } from './entities/blocked-image.entity';
import { ImageBlocklistService } from './image-blocklist.service';
import { ModerationSubjectsService } from './moderation-subjects';
import { NoticesService } from './notices.service';
import type {
  ImageScreenRequest,
  ModerationSubjectAdapter,
  ModerationSubjectKind,
  ScreenVerdict,
  TextScreenRequest,
} from './moderation.types';
import { type NewReviewItem, ReviewQueueService } from './review-queue.service';
import { WatchedWordsService } from './watched-words.service';

const CLEAR: ScreenVerdict = { hold: false, reasons: [] };
/** How much of a screened text the evidence keeps. */
const EVIDENCE_TEXT_MAX = 2000;

/**
 * What the content modules call: the automatic checks (watched words, the blocklist of removed images),
 * each finding stored as a review item with its evidence, and the registration of their subjects.
 */
@Injectable()
export class ModerationService {
  constructor(
    private readonly subjects: ModerationSubjectsService,
    private readonly queue: ReviewQueueService,
    private readonly watchedWords: WatchedWordsService,
    private readonly blocklist: ImageBlocklistService,
    private readonly notices: NoticesService,
  ) {}

  /** Called once per kind by the owning module (onModuleInit). */
  registerSubject(kind: ModerationSubjectKind, adapter: ModerationSubjectAdapter): void {
    this.subjects.register(kind, adapter);
  }

  /**
   * Whether screenText would hold this text, recording nothing: for a subject that stores clear text shown
   * at once and passes the rest through screenText once it has an id (messages, decision 362).
   */
  async textWouldHold(text: string): Promise<boolean> {
    return (await this.watchedWords.find(text)).length > 0;
  }

  /** Screens new or edited text synchronously; records a review item when it trips a check. */
  async screenText(request: TextScreenRequest): Promise<ScreenVerdict> {
    const matched = await this.watchedWords.find(request.text);
    if (!matched.length) return CLEAR;
    await this.flag({
      source: 'watched_words',
      subject_type: request.subject,
      subject_id: request.subjectId,
      author_id: request.authorId,
      reason: 'watched_words',
      evidence: { matched_words: matched, text: request.text.slice(0, EVIDENCE_TEXT_MAX) },
      held: true,
      identity: `watched_words:${request.subject}:${request.subjectId}:${[...matched].sort().join('\n')}`,
      text: request.text,
    });
    return { hold: true, reasons: ['watched_words'] };
  }

  /** Screens a stored image; records a review item when it matches a blocked image. */
  async screenImage(request: ImageScreenRequest): Promise<ScreenVerdict> {
    const { hash } = await differenceHash(request.image);
    const match = await this.blocklist.closest(hash);
    if (!match) return CLEAR;
    await this.flag({
      source: 'blocked_image',
      subject_type: request.subject,
      subject_id: request.subjectId,
      author_id: request.authorId,
      reason: 'blocked_image',
      evidence: {
        media_id: request.mediaId,
        hash: hashHex(hash),
        blocked_image_id: match.blockedImageId,
        distance: match.distance,
      },
      held: true,
      identity: `blocked_image:${request.subject}:${request.subjectId}:${request.mediaId}`,
    });
    return { hold: true, reasons: ['blocked_image'] };
  }

  /**
   * Records an automatic finding; when it opens a new item, the author gets a statement of reasons
   * saying an automatic check hid the content until staff review it (decision 125).
   */
  private async flag(finding: NewReviewItem): Promise<void> {
    const { item, created } = await this.queue.record(finding);
    if (!created || !item.author_id) return;
    await this.notices.issue({
      userId: item.author_id,
      reviewItemId: item.id,
      actionId: null,
      action: 'keep_hidden',
      reason: item.reason,
      subjectType: item.subject_type,
      excerpt: item.excerpt,
      staffId: null,
    });
  }

  /**
   * Adds an image staff removed to the blocklist, so re-uploads of it (re-encoded, resized) are held.
   * Refuses a file that is not an image and a nearly plain picture (422).
   */
  blockImage(image: Buffer, reason: string, staffId: number | null = null): Promise<BlockedImageEntity> {
    return this.blocklist.block(image, reason, staffId);
  }
}
