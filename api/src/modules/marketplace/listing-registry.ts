import type { AnyListingKind } from './common/listing-kind';
import { FRANCHISE } from './franchise/franchise.kind';
import { SALE } from './sales/sale.kind';

/**
 * The listing kinds on the shared life cycle (decision 240). What reads every kind at once (the owner's
 * received interests) reads this list; a new kind is declared in its folder and added here.
 */
export const LISTING_KINDS: readonly AnyListingKind[] = [FRANCHISE, SALE];
