import type { Readable } from 'node:stream';
import {
  BillingMessages,
  BLUE_TICK_PLAN_ID,
  BLUE_TICK_STATUSES,
  type BlueTickReviewDecision,
  type BlueTickStatus,
  type BlueTickStatusView,
  type BlueTickUploadResult,
  type UserType,
} from '@app/contracts';
import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, type FindOptionsWhere, In, Not, type Repository } from 'typeorm';
import type { ListQuery } from '../../../core/admin-rest/list-query';
import type { Principal } from '../../../core/auth/auth.decorators';
import { DomainError, InvalidInputError, NotFoundError } from '../../../core/errors/domain-error';
import { MAX_INPUT_MEGAPIXELS } from '../../../core/storage/images';
import { StorageDriver } from '../../../core/storage/storage.driver';
import { MemberDirectory, type MemberFacts } from '../../members';
import { CatalogueService } from '../catalogue/catalogue.service';
import { isYoungAccount } from '../catalogue/pricing';
import { BluetickRequestEntity } from '../entities/bluetick-request.entity';
import { toBlueTickDetails, toBlueTickPrice } from './bluetick.mappers';
import {
  type CheckedDocument,
  checkUploadedDocument,
  readPrivateDocument,
  storePrivateDocument,
} from './documents';

/** Uploaded documents live here: outside every public prefix, so the files route never serves them. */
export const DOCUMENT_PREFIX = 'private/bluetick-documents';

/** Restaurant professionals (8) may have no business to prove; owners and vendors must (decision 027). */
const needsBusinessProof = (userType: UserType) => userType !== '8';

const documentErrors = {
  document1: {
    missing: 'The identity document is required.',
    bad: 'The identity document must be a PDF or an image (JPEG, PNG or WebP).',
    tooManyPixels: `The identity document may be at most ${MAX_INPUT_MEGAPIXELS} megapixels (for example 8000 × 5000 pixels).`,
  },
  document2: {
    missing: 'The business proof is required.',
    bad: 'The business proof must be a PDF or an image (JPEG, PNG or WebP).',
    tooManyPixels: `The business proof may be at most ${MAX_INPUT_MEGAPIXELS} megapixels (for example 8000 × 5000 pixels).`,
  },
} as const;

/** The console's filters on blue-tick requests. */
export interface StaffBlueTickFilter {
  status: BlueTickStatus;
  user_id: number;
}

/** Which of a request's two documents staff open. */
export type BlueTickDocument = 'identity' | 'business';

export interface StoredDocument {
  stream: Readable;
  size: number;
  contentType: string;
}

export interface UploadedDocument {
  buffer: Buffer;
}

/** The blue tick: documents, the member's view of the request, and the staff decision. */
@Injectable()
export class BlueTickService {
  private readonly logger = new Logger(BlueTickService.name);

  constructor(
    @InjectRepository(BluetickRequestEntity) private readonly requests: Repository<BluetickRequestEntity>,
    private readonly directory: MemberDirectory,
    private readonly catalogue: CatalogueService,
    private readonly storage: StorageDriver,
  ) {}

  /**
   * POST upload-bluetick-documents: checks both documents by content, stores them privately and opens a
   * request awaiting payment (an earlier unpaid request of the member is cancelled).
   */
  async upload(
    principal: Principal,
    files: { document1?: UploadedDocument; document2?: UploadedDocument },
  ): Promise<BlueTickUploadResult> {
    const member = await this.member(principal.id);
    await this.refuseIfGrantedOrPending(member);
    // Both documents are checked before either refusal, so one answer names every missing or bad one.
    const [identity, proof] = await Promise.all([
      checkUploadedDocument(files.document1, true, documentErrors.document1),
      checkUploadedDocument(files.document2, needsBusinessProof(member.user_type), documentErrors.document2),
    ]);
    const errors: Record<string, string[]> = {};
    if (identity && 'error' in identity) errors.document1 = [identity.error];
    if (proof && 'error' in proof) errors.document2 = [proof.error];
    if (Object.keys(errors).length || !identity || 'error' in identity || (proof && 'error' in proof))
      throw new InvalidInputError(errors);
    const keys = await Promise.all([identity, proof].map((doc) => (doc ? this.store(member.id, doc) : null)));
    try {
      const saved = await this.requests.manager.transaction(async (manager) => {
        const repo = manager.getRepository(BluetickRequestEntity);
        await repo.update({ user_id: member.id, status: 'awaiting payment' }, { status: 'cancelled' });
        return repo.save(
          repo.create({
            user_id: member.id,
            plan_id: BLUE_TICK_PLAN_ID,
            identity_document_key: keys[0]!,
            business_proof_key: keys[1],
          }),
        );
      });
      return { bluetick_payment_details: toBlueTickDetails(saved) };
    } catch (error) {
      await Promise.all(keys.map((key) => key && this.storage.delete(key).catch(() => undefined)));
      throw error;
    }
  }

  /** GET bluetick-status: the badge, whether the offer applies, the price now and the latest request. */
  async status(principal: Principal, now = new Date()): Promise<BlueTickStatusView> {
    const member = await this.member(principal.id);
    const [price, latest] = await Promise.all([
      this.catalogue.listPrice(BLUE_TICK_PLAN_ID, member.country_id, member.created_at, now),
      this.requests.findOne({
        where: { user_id: member.id, status: Not('cancelled') },
        order: { id: 'DESC' },
      }),
    ]);
    return {
      blue_tick: member.blue_tick,
      offer: !member.blue_tick && isYoungAccount(member.created_at, now),
      price: toBlueTickPrice(price),
      bluetick_payment_details: latest ? toBlueTickDetails(latest) : null,
    };
  }

  /** The caller's own request; someone else's answers 404 like an unknown id (ids are sequential). */
  async owned(principal: Principal, id: number): Promise<BluetickRequestEntity> {
    const request = await this.requests.findOneBy({ id, user_id: principal.id });
    if (!request) throw new NotFoundError('Blue-tick request not found');
    return request;
  }

  /** The member's latest request that was not cancelled (the legacy payment-bluetick call). */
  latest(userId: number): Promise<BluetickRequestEntity | null> {
    return this.requests.findOne({
      where: { user_id: userId, status: Not('cancelled') },
      order: { id: 'DESC' },
    });
  }

  byId(id: number): Promise<BluetickRequestEntity | null> {
    return this.requests.findOneBy({ id });
  }

  /** The console's list (ra-data-simple-rest): filtered by status and member, sorted and paged. */
  async staffList(
    query: ListQuery<Partial<StaffBlueTickFilter>>,
  ): Promise<[BluetickRequestEntity[], number]> {
    // react-admin's getMany: `filter.id` arrives checked as a list of positive integers (list-query.ts).
    const ids = (query.filter as { id?: number[] }).id;
    if (ids && !ids.length) return [[], 0];
    return this.requests.findAndCount({
      where: { ...staffWhere(query.filter), ...(ids ? { id: In(ids) } : {}) },
      order: { [query.sort.field]: query.sort.order, id: query.sort.order },
      skip: query.offset,
      take: query.limit,
    });
  }

  async staffGet(id: number): Promise<BluetickRequestEntity> {
    const request = await this.byId(id);
    if (!request) throw new NotFoundError('Blue-tick request not found');
    return request;
  }

  /** The members behind a page of requests, in one query. */
  membersOf(requests: readonly BluetickRequestEntity[]): Promise<Map<number, MemberFacts>> {
    return this.directory.factsOf(requests.map((r) => r.user_id));
  }

  /** A request's private document for staff review; 404 when the request has none (or the file is gone). */
  async document(id: number, which: BlueTickDocument): Promise<StoredDocument> {
    const request = await this.staffGet(id);
    const key = which === 'identity' ? request.identity_document_key : request.business_proof_key;
    // Stored keys end with the extension of the kind found by content at upload (see store()).
    const file = key ? await readPrivateDocument(this.storage, key) : null;
    if (!file) throw new NotFoundError('Document not found');
    return file;
  }

  /**
   * Inside the payment's confirmation transaction: the paid request waits for staff. A request cancelled
   * by a newer upload is still honoured when its payment arrives (the member paid for it).
   */
  async markPaidInside(manager: EntityManager, requestId: number, now: Date): Promise<boolean> {
    const repo = manager.getRepository(BluetickRequestEntity);
    const request = await repo.findOne({ where: { id: requestId }, lock: { mode: 'pessimistic_write' } });
    if (!request || !['awaiting payment', 'cancelled'].includes(request.status)) return false;
    await repo.update(requestId, { status: 'under review', paid_at: now });
    return true;
  }

  /** Staff approval: the request is approved and the member gets the badge. */
  async approve(id: number): Promise<void> {
    const request = await this.decide(id, 'approved', null);
    await this.directory.setBlueTick(request.user_id, true);
  }

  /** Staff rejection, with the reason the member will see. */
  async reject(id: number, note: string): Promise<void> {
    await this.decide(id, 'rejected', note);
  }

  private async decide(
    id: number,
    status: BlueTickReviewDecision,
    note: string | null,
  ): Promise<BluetickRequestEntity> {
    const result = await this.requests.update(
      { id, status: 'under review' },
      { status, reviewed_at: new Date(), review_note: note },
    );
    const request = await this.requests.findOneBy({ id });
    if (!request) throw new NotFoundError('Blue-tick request not found');
    if (!result.affected)
      throw new DomainError(
        409,
        `Only a request under review can be ${status}; this one is ${request.status}.`,
      );
    return request;
  }

  private async member(id: number): Promise<MemberFacts> {
    const member = await this.directory.facts(id);
    if (!member) throw new NotFoundError('Member not found');
    return member;
  }

  private async refuseIfGrantedOrPending(member: MemberFacts): Promise<void> {
    if (member.blue_tick)
      throw new InvalidInputError({ document1: [BillingMessages.blueTickAlreadyGranted] });
    if (await this.requests.existsBy({ user_id: member.id, status: 'under review' })) {
      throw new InvalidInputError({ document1: [BillingMessages.blueTickUnderReview] });
    }
  }

  private async store(userId: number, doc: CheckedDocument): Promise<string> {
    const key = await storePrivateDocument(this.storage, DOCUMENT_PREFIX, userId, doc);
    this.logger.log({ msg: 'blue-tick document stored', userId, kind: doc.kind });
    return key;
  }
}

/** The list's where clause; a filter value the console could not have sent is a 422, not an empty page. */
function staffWhere(filter: Partial<StaffBlueTickFilter>): FindOptionsWhere<BluetickRequestEntity> {
  const where: FindOptionsWhere<BluetickRequestEntity> = {};
  if (filter.status !== undefined) {
    if (!(BLUE_TICK_STATUSES as readonly string[]).includes(filter.status)) {
      throw new InvalidInputError({ filter: [`status must be one of ${BLUE_TICK_STATUSES.join(', ')}`] });
    }
    where.status = filter.status;
  }
  if (filter.user_id !== undefined) {
    const userId = Number(filter.user_id);
    if (!Number.isSafeInteger(userId) || userId < 1) {
      throw new InvalidInputError({ filter: ['user_id must be a whole number'] });
    }
    where.user_id = userId;
  }
  return where;
}
