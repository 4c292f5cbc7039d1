import { type Page, UserType, type VendorEnquiry, VendorMessages } from '@app/contracts';
import { Injectable } from '@nestjs/common';
import { NotificationsService } from '../../notifications';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { InvalidInputError, NotFoundError } from '../../../core/errors/domain-error';
import { MemberDirectory } from '../../members';
import type { ListQuery } from '../common/list-query.dto';
import { ListingOwnersService } from '../common/owners';
import { asPage, pageById } from '../common/paging';
import { VendorEnquiryEntity } from '../entities/vendor-enquiry.entity';

/**
 * Owners' interest in vendors (Enquiries): an owner taps Interested on a vendor's read-more page;
 * the vendor lists the owners under Enquiries. One enquiry per owner and vendor (the unique key), so
 * tapping again changes nothing.
 */
@Injectable()
export class VendorEnquiriesService {
  constructor(
    @InjectRepository(VendorEnquiryEntity) private readonly enquiries: Repository<VendorEnquiryEntity>,
    private readonly members: MemberDirectory,
    private readonly owners: ListingOwnersService,
    private readonly notifications: NotificationsService,
  ) {}

  /** `POST vendor/vendor/interested/{id}`: idempotent; 404 unless the id is a vendor's. */
  async interested(ownerId: number, vendorId: number, isInterested: 0 | 1): Promise<{ relation: 1 }> {
    if (isInterested !== 1) throw new InvalidInputError({ is_intrested: ['The is intrested must be 1.'] });
    const vendor = (await this.members.cards([vendorId])).get(vendorId);
    if (vendor?.user_type !== UserType.Vendor) throw new NotFoundError(VendorMessages.vendorNotFound);
    const { raw } = await this.enquiries
      .createQueryBuilder()
      .insert()
      .into(VendorEnquiryEntity)
      .values({ vendor_id: vendorId, owner_id: ownerId })
      .orIgnore()
      .updateEntity(false)
      .execute();
    if ((raw as { affectedRows?: number }).affectedRows === 1)
      await this.notifications.notify({
        recipientId: vendorId,
        kind: 'interest_received',
        actorId: ownerId,
        subject: { type: 'vendor', id: vendorId },
        link: '/VendorListing/Enquiries',
      });
    return { relation: 1 };
  }

  async exists(vendorId: number, ownerId: number): Promise<boolean> {
    return this.enquiries.exists({ where: { vendor_id: vendorId, owner_id: ownerId } });
  }

  /** `GET vendor/vendor-inquiry`: the vendor's enquiries, by the (vendor_id, id) index; three queries. */
  async ofVendor(vendorId: number, query: ListQuery): Promise<Page<VendorEnquiry>> {
    const qb = this.enquiries.createQueryBuilder('e').where('e.vendor_id = :vendorId', { vendorId });
    const { rows, total } = await pageById(qb, 'e', query);
    const owners = await this.owners.of(rows.map((e) => e.owner_id));
    const data = rows.flatMap((e): VendorEnquiry[] => {
      const owner = owners.get(e.owner_id);
      if (!owner) return [];
      return [
        {
          id: e.id,
          // No contact details: the seed's Enquiry is id, restaurant (id, name, business_name).
          restaurant: { id: owner.id, name: owner.full_name, business_name: owner.business_name },
          created_at: e.created_at.toISOString(),
        },
      ];
    });
    return asPage(data, total, query);
  }
}
