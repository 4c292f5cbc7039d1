import type { AnyListingKind } from './common/listing-kind';
import { FRANCHISE } from './franchise/franchise.kind';
import { JOB } from './jobs/job.kind';
import { REQUIREMENT } from './requirements/requirement.kind';
import { SALE } from './sales/sale.kind';

/**
 * Every listing kind, each declared once in its folder and run by the shared life cycle (decisions 240,
 * 440). What reads every kind at once (the owner's received interests, of the kinds with interests) reads
 * this list; a new kind is declared in its folder and added here.
 */
export const LISTING_KINDS: readonly AnyListingKind[] = [REQUIREMENT, JOB, FRANCHISE, SALE];
