import type { MarketplaceSubjectType } from '@app/contracts';
import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DataSource, type EntityTarget, IsNull, Not, type ObjectLiteral } from 'typeorm';
import { ModerationService, type ScreenVerdict, type SubjectSnapshot } from '../../moderation';
import { FranchiseOfferEntity } from '../entities/franchise-offer.entity';
import { JobEntity } from '../entities/job.entity';
import { MarketplaceMediaEntity } from '../entities/marketplace-media.entity';
import { RequirementEntity } from '../entities/requirement.entity';
import { RestaurantSaleEntity } from '../entities/restaurant-sale.entity';
import type { StoredImage } from './listing-media';

/** The table of each kind of listing; each has user_id and held_at. */
const ENTITY_OF = {
  requirement: RequirementEntity,
  job: JobEntity,
  franchise: FranchiseOfferEntity,
  restaurant_sale: RestaurantSaleEntity,
} as const;

/**
 * What the evidence of a review item keeps of each kind of listing (decision 121): a heading and the text
 * its owner wrote. Contact fields stay out: the item is about what was published, not how to reach them.
 */
const SNAPSHOT_TEXT: Record<MarketplaceSubjectType, (row: Record<string, unknown>) => unknown[]> = {
  requirement: (r) => [r.title, r.description],
  job: (r) => [r.title, r.position, r.description, r.location, r.other_benefits],
  franchise: (r) => [r.brand_name, r.company_name, r.segment_multi, r.franchise_type],
  restaurant_sale: (r) => [r.restaurant_type_other, r.price_include_list],
};

/** What moderation screens of a listing: its author, its text (every field the owner wrote), new images. */
export interface ListingScreening {
  subject: MarketplaceSubjectType;
  /** The kind's entity (a declared kind passes its own); else the table of `subject`. */
  entity?: EntityTarget<ObjectLiteral>;
  id: number;
  authorId: number;
  /** Null when the text did not change (an edit of images or numbers only). */
  text: string | null;
  images: StoredImage[];
}

/** Joins the text fields an owner wrote, for the watched-words check. */
export const listingText = (...parts: Array<string | null | undefined>) => parts.filter(Boolean).join('\n');

/**
 * The marketplace's side of moderation, as social does for posts (decision 013): the four kinds of
 * listing are registered as subjects (staff hold and release them, members report them), and new or
 * edited listings are screened (watched words, the blocklist of removed images).
 *
 * A new listing is saved held and released once screening passed, so nobody else sees it before its
 * checks ran; an edit that trips a check holds it. Screening fails closed: when it throws, the listing
 * stays (or becomes) held and the failure is logged.
 */
@Injectable()
export class ListingModerationService implements OnModuleInit {
  private readonly logger = new Logger(ListingModerationService.name);

  /** Called with a listing's id when it becomes visible (screening passed, or staff released it). */
  private readonly visible = new Map<MarketplaceSubjectType, Array<(id: number) => Promise<void>>>();

  constructor(
    private readonly moderation: ModerationService,
    @InjectDataSource() private readonly db: DataSource,
  ) {}

  /**
   * What runs when a listing of `subject` becomes visible (the requirements' lead routing, decision 301;
   * saved-search alerts, decision 351). Each caller adds its own; they run in the order added.
   */
  whenVisible(subject: MarketplaceSubjectType, run: (id: number) => Promise<void>): void {
    this.visible.set(subject, [...(this.visible.get(subject) ?? []), run]);
  }

  /**
   * Runs what a listing's becoming visible runs, for a listing visible again otherwise than by screening
   * (an expired one renewed, decision 371): its routing and saved-search matching, which send nobody twice.
   */
  async visibleAgain(subject: MarketplaceSubjectType, id: number): Promise<void> {
    for (const run of this.visible.get(subject) ?? []) await run(id);
  }

  onModuleInit() {
    for (const subject of Object.keys(ENTITY_OF) as MarketplaceSubjectType[]) {
      const repo = this.db.getRepository(ENTITY_OF[subject]);
      this.moderation.registerSubject(subject, {
        authorOf: async (id) =>
          (await repo.findOne({ select: { user_id: true }, where: { id } }))?.user_id ?? null,
        hold: (id) => this.setHeld(subject, id, true),
        release: (id) => this.setHeld(subject, id, false),
        snapshot: (id) => this.snapshot(subject, id),
        // A ban or an account deletion hides the member's listings too (marked with its time, so
        // lifting a ban shows exactly those again), as social does for posts (decisions 123, 150).
        holdAllBy: async (authorId, at) => {
          await repo.update({ user_id: authorId, held_at: IsNull() }, { held_at: at });
        },
        releaseAllBy: async (authorId, at) => {
          await repo.update({ user_id: authorId, held_at: at }, { held_at: null });
        },
      });
    }
  }

  /** A new listing (saved held): released when every check passed. */
  async screenNew(screening: ListingScreening): Promise<boolean> {
    const hold = await this.anyHold(screening);
    if (!hold) await this.setHeld(screening.subject, screening.id, false, screening.entity);
    return hold;
  }

  /** An edited listing: held when a check trips. Editing never releases a held listing (staff do). */
  async screenEdit(screening: ListingScreening): Promise<boolean> {
    const hold = await this.anyHold(screening);
    if (hold) await this.setHeld(screening.subject, screening.id, true, screening.entity);
    return hold;
  }

  private async anyHold({ subject, id, authorId, text, images }: ListingScreening): Promise<boolean> {
    const checks: Array<() => Promise<ScreenVerdict>> = images.map(
      (image) => () =>
        this.moderation.screenImage({
          subject,
          subjectId: id,
          mediaId: image.mediaId,
          authorId,
          image: image.data,
        }),
    );
    if (text) checks.unshift(() => this.moderation.screenText({ subject, subjectId: id, authorId, text }));
    try {
      // Every check runs (each records its own evidence), not just those up to the first hold.
      let hold = false;
      for (const check of checks) hold = (await check()).hold || hold;
      return hold;
    } catch (error) {
      this.logger.error({ msg: 'screening failed; listing held', subject, id, error: String(error) });
      return true;
    }
  }

  /** The listing as it is now, with its images, for the evidence of a review item. */
  private async snapshot(subject: MarketplaceSubjectType, id: number): Promise<SubjectSnapshot | null> {
    const row = (await this.db.getRepository(ENTITY_OF[subject]).findOneBy({ id })) as
      (Record<string, unknown> & { created_at: Date }) | null;
    if (!row) return null;
    const media = await this.db.getRepository(MarketplaceMediaEntity).find({
      select: { id: true, path: true, created_at: true },
      where: { subject, subject_id: id },
      order: { id: 'ASC' },
    });
    const [title, ...text] = SNAPSHOT_TEXT[subject](row).map((v) => (typeof v === 'string' ? v : null));
    return {
      title: title ?? null,
      description: listingText(...text) || null,
      body: null,
      images: media.map((m) => ({ key: m.path, upload_ip: null, uploaded_at: m.created_at.toISOString() })),
      created_at: row.created_at.toISOString(),
      created_ip: null,
    };
  }

  private async setHeld(
    subject: MarketplaceSubjectType,
    id: number,
    held: boolean,
    entity: EntityTarget<ObjectLiteral> = ENTITY_OF[subject],
  ): Promise<void> {
    const result = await this.db
      .getRepository(entity)
      .update({ id, held_at: held ? IsNull() : Not(IsNull()) }, { held_at: held ? new Date() : null });
    if (!held && result.affected) for (const run of this.visible.get(subject) ?? []) await run(id);
  }
}
