import type { InterestPayload, Page, SaleListing } from '@app/contracts';
import { Injectable } from '@nestjs/common';
import { ListingLifecycleService } from '../common/listing-lifecycle';
import type { UploadedFile } from '../common/listing-uploads';
import type { ListQuery } from '../common/list-query.dto';
import type { CreateSaleDto, UpdateSaleDto } from './sale.dto';
import { SALE } from './sale.kind';

/**
 * Restaurants for sale on the shared listing life cycle (the kind is declared in `sale.kind.ts`). The
 * feed is open to every member, so others' rows carry no contact fields (decision 115);
 * `GET restaurants/my-smr` is the owner's latest listing.
 */
@Injectable()
export class SalesService {
  constructor(private readonly listings: ListingLifecycleService) {}

  create(ownerId: number, input: CreateSaleDto, files: UploadedFile[]): Promise<SaleListing> {
    return this.listings.create(SALE, ownerId, input, files);
  }

  update(ownerId: number, id: number, input: UpdateSaleDto, files: UploadedFile[]): Promise<SaleListing> {
    return this.listings.update(SALE, ownerId, id, input, files);
  }

  remove(ownerId: number, id: number): Promise<void> {
    return this.listings.remove(SALE, ownerId, id);
  }

  get(viewerId: number, id: number): Promise<SaleListing> {
    return this.listings.get(SALE, viewerId, id);
  }

  /** `POST restaurants/sell-my-restaurants/interested/{id}`: Elite members, not on their own listing. */
  interested(memberId: number, id: number, input: InterestPayload): Promise<SaleListing> {
    return this.listings.interested(SALE, memberId, id, input);
  }

  /** `GET restaurants/my-smr`: the owner's latest listing (held included), or null when there is none. */
  mine(ownerId: number): Promise<SaleListing | null> {
    return this.listings.latest(SALE, ownerId);
  }

  feed(viewerId: number, query: ListQuery): Promise<Page<SaleListing>> {
    return this.listings.list(SALE, viewerId, query);
  }
}
