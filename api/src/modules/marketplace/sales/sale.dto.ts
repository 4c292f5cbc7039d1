import type { ContactShown } from '@app/contracts';
import { MARKETPLACE_LIMITS, RESTAURANT_TYPES } from '@app/contracts';
import { IsDefined, IsIn, IsISO8601, IsOptional, Matches } from 'class-validator';
import {
  ContactShownField,
  Email,
  Money,
  NotEmptied,
  Phone,
  RefId,
  Required,
  Text,
  Trim,
  TrimToNull,
  ZeroOrOne,
} from '../common/field-rules';
import { MediaIds } from '../common/media-ids';

const { nameMaxLength } = MARKETPLACE_LIMITS;
const TYPE_IDS = RESTAURANT_TYPES.map((t) => t.id);

/** Fields optional on both forms. Amounts are paise (sent as rupees). */
class SaleOptionalFields {
  /** The free text of type 1 (Other); ignored for the other types. */
  @IsOptional()
  @TrimToNull()
  @Text('restaurant type', nameMaxLength)
  restaurant_type?: string | null;

  @IsOptional()
  @TrimToNull()
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'The operate since does not match the format Y-m-d.' })
  @IsISO8601({ strict: true }, { message: 'The operate since is not a valid date.' })
  operate_since?: string | null;

  @IsOptional()
  @RefId('country id')
  country_id?: number;

  @IsOptional()
  @RefId('state id')
  state_id?: number;

  @IsOptional()
  @RefId('city id')
  city_id?: number;

  @IsOptional()
  @Money('turnover')
  turnover?: number | null;

  @IsOptional()
  @Money('cost')
  cost?: number | null;

  @IsOptional()
  @Money('profit')
  profit?: number | null;

  @IsOptional()
  @TrimToNull()
  @Text('price include list', 1000)
  price_include_list?: string | null;

  /** '0' running, '1' closed. */
  @IsOptional()
  @ZeroOrOne('is closed')
  is_closed?: 0 | 1;

  @ContactShownField()
  contact_shown?: ContactShown;
}

/** `POST restaurants/sell-my-restaurant` (multipart; images as images[0], …). Place defaults to the owner's. */
export class CreateSaleDto extends SaleOptionalFields {
  @IsDefined({ message: 'The restaurant type id field is required.' })
  @RefId('restaurant type id')
  @IsIn(TYPE_IDS, { message: 'The selected restaurant type id is invalid.' })
  restaurant_type_id: number;

  @IsDefined({ message: 'The expected price field is required.' })
  @Money('expected price')
  expected_price: number;

  @IsDefined({ message: 'The contact name field is required.' })
  @Trim()
  @Text('contact name', nameMaxLength)
  @Required('contact name')
  contact_name: string;

  @IsDefined({ message: 'The contact phone field is required.' })
  @Phone('contact phone')
  contact_phone: string;

  @IsDefined({ message: 'The contact email field is required.' })
  @Email('contact email')
  contact_email: string;
}

/** `POST restaurants/sell-my-restaurant/{id}`: a field sent replaces the old value; images sent are added. */
export class UpdateSaleDto extends SaleOptionalFields {
  @IsOptional()
  @RefId('restaurant type id')
  @IsIn(TYPE_IDS, { message: 'The selected restaurant type id is invalid.' })
  restaurant_type_id?: number;

  @NotEmptied()
  @Money('expected price')
  expected_price?: number;

  @IsOptional()
  @Trim()
  @Text('contact name', nameMaxLength)
  @Required('contact name')
  contact_name?: string;

  @IsOptional()
  @Phone('contact phone')
  contact_phone?: string;

  @IsOptional()
  @Email('contact email')
  contact_email?: string;

  @MediaIds()
  remove_media_ids?: number[];
}
