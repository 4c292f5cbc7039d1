import type { MarketplaceSubjectType, SavedSearchFrequency } from '@app/contracts';
import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Queue } from 'bullmq';
import type { DataSource } from 'typeorm';
import { AppConfig } from '../../core/config/app-config';
import { SavedSearchMailTexts } from './saved-search-mails';
import { MailService } from '../../core/mail/mail.service';
import { QueueName } from '../../core/queue/queue-names';
import { type ListingFact, ListingFactsService } from '../marketplace';
import { MemberDirectory } from '../members';
import { NotificationPreferencesService } from '../notifications';
import type { SavedSearchEntity } from './entities/saved-search.entity';
import { listingKeys, matches, wordKeysOf } from './saved-search-matching';
import { SavedSearchUnsubscribeLinksService } from './saved-search-unsubscribe';
import { criteriaOf } from './saved-searches.service';

export const MATCH_JOB = 'match-listing';
/** Saved searches read per index range and round. */
export const MATCH_BATCH = 1000;
/**
 * The optional mail (decision 177) of saved-search alerts: the notification settings turn them all off; a
 * mail's own one-click unsubscribe turns off the searches it was for (decision 372).
 */
export const SAVED_SEARCH_MAIL = 'saved_searches' as const;

export interface MatchJobData {
  subject: MarketplaceSubjectType;
  listingId: number;
}

interface Packet {
  affectedRows: number;
}

type Candidate = Pick<
  SavedSearchEntity,
  | 'id'
  | 'user_id'
  | 'query'
  | 'kind'
  | 'category_id'
  | 'place_type'
  | 'place_id'
  | 'salary_min'
  | 'salary_max'
  | 'frequency'
  | 'alerts_off_at'
>;

/**
 * Saved-search alerts (decision 351): a listing that became visible is matched, in the `saved-searches`
 * queue, against the saved searches whose index key it satisfies; each match is one hit row (unique per
 * saved search and listing, so a listing screened, released or matched again never alerts twice), mailed
 * at once (one mail per member and listing, whatever the number of their searches it matched) or left for
 * the daily or weekly digest.
 */
@Injectable()
export class SavedSearchAlertsService implements OnModuleInit {
  private readonly logger = new Logger(SavedSearchAlertsService.name);

  constructor(
    @InjectQueue(QueueName.SavedSearches) private readonly queue: Queue<MatchJobData>,
    @InjectDataSource() private readonly db: DataSource,
    private readonly listings: ListingFactsService,
    private readonly members: MemberDirectory,
    private readonly preferences: NotificationPreferencesService,
    private readonly links: SavedSearchUnsubscribeLinksService,
    private readonly mail: MailService,
    private readonly config: AppConfig,
  ) {}

  onModuleInit() {
    this.listings.whenVisible((subject, id) => this.schedule(subject, id));
  }

  /** Queues the matching of a listing that became visible; a failure to queue is logged, never thrown. */
  async schedule(subject: MarketplaceSubjectType, listingId: number): Promise<void> {
    try {
      await this.queue.add(
        MATCH_JOB,
        { subject, listingId },
        {
          jobId: `match-${subject}-${listingId}`,
          removeOnComplete: true,
          attempts: 5,
          backoff: { type: 'exponential', delay: 2000 },
        },
      );
    } catch (error) {
      this.logger.warn({ msg: 'saved-search matching not queued', subject, listingId, error: String(error) });
    }
  }

  /** Matches one listing; answers how many hits were new. */
  async match(subject: MarketplaceSubjectType, listingId: number): Promise<number> {
    const listing = await this.listings.of(subject, listingId);
    if (!listing) return 0;
    const words = wordKeysOf(listing);
    let found: Candidate[] = [];
    let created = 0;
    for (const key of listingKeys(listing)) {
      for (const word of words) {
        let after = 0;
        for (;;) {
          const batch: Candidate[] = await this.db.query(
            `SELECT id, user_id, query, kind, category_id, place_type, place_id, salary_min, salary_max, frequency,
                    alerts_off_at
               FROM saved_searches
              WHERE kind = ? AND category_id = ? AND place_type = ? AND place_id = ? AND word_key = ? AND id > ?
              ORDER BY id LIMIT ${MATCH_BATCH}`,
            [key.kind, key.category_id, key.place_type, key.place_id, word, after],
          );
          if (!batch.length) break;
          after = batch[batch.length - 1]!.id;
          found.push(
            ...batch.filter(
              (row) =>
                row.user_id !== listing.ownerId &&
                !row.alerts_off_at &&
                matches(criteriaOf(row as SavedSearchEntity), listing),
            ),
          );
          if (found.length >= MATCH_BATCH) {
            created += await this.record(listing, found);
            found = [];
          }
          if (batch.length < MATCH_BATCH) break;
        }
      }
    }
    if (found.length) created += await this.record(listing, found);
    return created;
  }

  /** One round: the hits written once, the instant ones mailed (those of a failed round too). */
  private async record(listing: ListingFact, found: Candidate[]): Promise<number> {
    const facts = await this.members.factsOf(found.map((row) => row.user_id));
    const eligible = found.filter((row) => facts.get(row.user_id) && !facts.get(row.user_id)!.banned);
    if (!eligible.length) return 0;
    const inserted: Packet = await this.db.query(
      `INSERT IGNORE INTO saved_search_hits (saved_search_id, user_id, subject, listing_id, title, in_digest)
       VALUES ${eligible.map(() => '(?, ?, ?, ?, ?, ?)').join(', ')}`,
      eligible.flatMap((row) => [
        row.id,
        row.user_id,
        listing.subject,
        listing.id,
        listing.title,
        digestOf(row.frequency),
      ]),
    );
    const instant = eligible.filter((row) => row.frequency === 'instant').map((row) => row.id);
    if (!instant.length) return inserted.affectedRows;
    const due: Array<{ id: number; user_id: number; saved_search_id: number }> = await this.db.query(
      `SELECT id, user_id, saved_search_id FROM saved_search_hits
        WHERE saved_search_id IN (?) AND subject = ? AND listing_id = ? AND notified_at IS NULL AND in_digest IS NULL`,
      [instant, listing.subject, listing.id],
    );
    if (!due.length) return inserted.affectedRows;
    const memberIds = [...new Set(due.map((row) => row.user_id))];
    const off = await this.preferences.mailOffAmong(memberIds, SAVED_SEARCH_MAIL);
    const site = this.config.PUBLIC_WEB_URL.replace(/\/$/, '');
    await Promise.all(
      memberIds
        .filter((id) => !off.has(id))
        .map((id) => {
          const member = facts.get(id)!;
          return this.mail.send(
            { email: member.email, language: member.language },
            'notice',
            SavedSearchMailTexts[member.language].alert(
              member.first_name,
              listing.title,
              `${site}${this.listings.pathOf(listing.subject, listing.id)}`,
              site,
            ),
            `saved-search-${id}-${listing.subject}-${listing.id}`,
            undefined,
            undefined,
            // Its one-click unsubscribe turns off the searches of this member that found it.
            this.links.headers(
              id,
              due.filter((row) => row.user_id === id).map((row) => row.saved_search_id),
            ),
          );
        }),
    );
    await this.db.query('UPDATE saved_search_hits SET notified_at = ? WHERE id IN (?)', [
      new Date(),
      due.map((row) => row.id),
    ]);
    return inserted.affectedRows;
  }
}

const digestOf = (frequency: SavedSearchFrequency) => (frequency === 'instant' ? null : frequency);
