import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DataSource, IsNull, type Repository } from 'typeorm';
import { FranchiseOfferEntity } from '../entities/franchise-offer.entity';
import { JobApplicationEntity } from '../entities/job-application.entity';
import { ListingInterestEntity } from '../entities/listing-interest.entity';
import { RequirementQuoteEntity } from '../entities/requirement-quote.entity';
import { RestaurantSaleEntity } from '../entities/restaurant-sale.entity';
import { VendorEnquiryEntity } from '../entities/vendor-enquiry.entity';

/** A trade the marketplace knows of, by kind: the quote's, application's, listing's or enquiry's id. */
export type TradeKind = 'quote' | 'application' | 'franchise' | 'restaurant_sale' | 'vendor_enquiry';

/** Who the caller talks to about a trade, and whether they already trade (no Elite needed then). */
export interface TradeCounterpart {
  otherId: number;
  /** The caller owns the listing or is already in a trade relation with it (decision 115's "related"). */
  related: boolean;
  /** The listing's owner (the read-more rule's owner). */
  ownerId: number;
}

/**
 * The two sides of a marketplace trade, for other modules (conversations): a quote is its owner and vendor,
 * an application its owner and professional, an enquiry its owner and vendor, and a franchise offer or sale
 * listing its owner and any member (the owner names an interested member). Null when the trade does not
 * exist, is held, or the caller is not one of its sides: callers answer 404, whichever it was.
 */
@Injectable()
export class TradePartiesService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async counterpart(
    callerId: number,
    kind: TradeKind,
    id: number,
    namedMemberId?: number,
  ): Promise<TradeCounterpart | null> {
    switch (kind) {
      case 'quote': {
        const q = await this.db
          .getRepository(RequirementQuoteEntity)
          .findOne({ select: { owner_id: true, vendor_id: true }, where: { id } });
        return q && this.pair(callerId, q.owner_id, q.vendor_id);
      }
      case 'application': {
        const a = await this.db.getRepository(JobApplicationEntity).findOne({
          select: { owner_id: true, applicant_id: true },
          where: { id },
        });
        return a && this.pair(callerId, a.owner_id, a.applicant_id);
      }
      case 'vendor_enquiry': {
        const e = await this.db.getRepository(VendorEnquiryEntity).findOne({
          select: { owner_id: true, vendor_id: true },
          where: { id },
        });
        return e && this.pair(callerId, e.owner_id, e.vendor_id);
      }
      case 'franchise':
      case 'restaurant_sale':
        return this.listing(callerId, kind, id, namedMemberId);
    }
  }

  /** Both sides of a two-member trade: the caller must be one of them. */
  private pair(callerId: number, ownerId: number, otherSide: number): TradeCounterpart | null {
    if (callerId === ownerId) return { otherId: otherSide, related: true, ownerId };
    if (callerId === otherSide) return { otherId: ownerId, related: true, ownerId };
    return null;
  }

  /** A visible listing: its owner talks to a member who showed interest; anyone else talks to its owner. */
  private async listing(
    callerId: number,
    kind: 'franchise' | 'restaurant_sale',
    id: number,
    namedMemberId?: number,
  ): Promise<TradeCounterpart | null> {
    const repo: Repository<FranchiseOfferEntity | RestaurantSaleEntity> =
      kind === 'franchise'
        ? this.db.getRepository(FranchiseOfferEntity)
        : this.db.getRepository(RestaurantSaleEntity);
    const listing = await repo.findOne({
      select: { id: true, user_id: true },
      where: { id, held_at: IsNull() },
    });
    if (!listing) return null;
    const ownerId = listing.user_id;
    const interestedId = callerId === ownerId ? namedMemberId : callerId;
    if (interestedId === undefined) return null;
    const interested = await this.db.getRepository(ListingInterestEntity).exists({
      where: { subject: kind, subject_id: id, user_id: interestedId },
    });
    if (callerId === ownerId) return interested ? { otherId: interestedId, related: true, ownerId } : null;
    return { otherId: ownerId, related: interested, ownerId };
  }
}
