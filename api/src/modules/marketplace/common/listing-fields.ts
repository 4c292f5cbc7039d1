import type { ContactShown } from '@app/contracts';
import { MARKETPLACE_LIMITS } from '@app/contracts';
import { IsDefined, IsOptional, ValidateIf } from 'class-validator';
import { MarketplaceErrors } from '../marketplace.errors';
import {
  ContactShownField,
  EditedListingText,
  Email,
  OptionalRefId,
  Phone,
  RefId,
  RequiredListingText,
} from './field-rules';
import { MediaIds } from './media-ids';

const { nameMaxLength } = MARKETPLACE_LIMITS;

/**
 * The form fields every listing with its own contact takes, the same for each kind (decision 240); a kind's
 * DTOs combine them with their own fields (`IntersectionType`, or extend). Place and contact choice,
 * optional on both forms (jobs take them too).
 */
export class ListingPlaceFields {
  @OptionalRefId('country id') country_id?: number;

  @OptionalRefId('state id') state_id?: number;

  /**
   * Needed once a country or state is sent: a place without its city is refused in the same answer as the
   * form's other fields (the nesting itself is checked by ListingPlaces, with the seeds' message).
   */
  @ValidateIf(
    (o: ListingPlaceFields, value) =>
      value !== undefined || o.country_id !== undefined || o.state_id !== undefined,
  )
  @IsDefined({ message: MarketplaceErrors.badPlace })
  @RefId('city id')
  city_id?: number;

  @ContactShownField() contact_shown?: ContactShown;
}

/** The listing's own contact on the create form: all three required. */
export class ListingContactFields {
  @RequiredListingText('contact name', nameMaxLength) contact_name: string;

  @IsDefined({ message: 'The contact phone field is required.' })
  @Phone('contact phone')
  contact_phone: string;

  @IsDefined({ message: 'The contact email field is required.' })
  @Email('contact email')
  contact_email: string;
}

/** The edit form: a contact field sent replaces the old one (never emptied); images to remove. */
export class ListingContactEdits {
  @EditedListingText('contact name', nameMaxLength) contact_name?: string;

  @IsOptional()
  @Phone('contact phone')
  contact_phone?: string;

  @IsOptional()
  @Email('contact email')
  contact_email?: string;

  @MediaIds() remove_media_ids?: number[];
}
