import type { FranchiseOffer, InterestPayload, Page } from '@app/contracts';
import { Injectable } from '@nestjs/common';
import { ListingLifecycleService } from '../common/listing-lifecycle';
import type { UploadedFile } from '../common/listing-uploads';
import type { FeedQuery } from '../common/list-query.dto';
import type { CreateFranchiseDto, UpdateFranchiseDto } from './franchise.dto';
import { FRANCHISE } from './franchise.kind';

/**
 * Franchise offers on the shared listing life cycle (the kind is declared in `franchise.kind.ts`).
 * `GET restaurants/give-franchise` answers the offers of all, and an owner their own with `scope=mine`
 * (decisions 076, 214); read-more answers the owner, interested members and Elite members (decision 115).
 */
@Injectable()
export class FranchiseService {
  constructor(private readonly listings: ListingLifecycleService) {}

  create(ownerId: number, input: CreateFranchiseDto, files: UploadedFile[]): Promise<FranchiseOffer> {
    return this.listings.create(FRANCHISE, ownerId, input, files);
  }

  update(ownerId: number, id: number, input: UpdateFranchiseDto, files: UploadedFile[]) {
    return this.listings.update(FRANCHISE, ownerId, id, input, files);
  }

  remove(ownerId: number, id: number): Promise<void> {
    return this.listings.remove(FRANCHISE, ownerId, id);
  }

  get(viewerId: number, id: number): Promise<FranchiseOffer> {
    return this.listings.get(FRANCHISE, viewerId, id);
  }

  /** `POST restaurants/give-franchises/interested/{id}`: Elite members, not on their own offer. */
  interested(memberId: number, id: number, input: InterestPayload): Promise<FranchiseOffer> {
    return this.listings.interested(FRANCHISE, memberId, id, input);
  }

  list(viewerId: number, query: FeedQuery): Promise<Page<FranchiseOffer>> {
    return this.listings.list(FRANCHISE, viewerId, query);
  }
}
