import { ContactMessages, MARKETPLACE_LIMITS, MarketplaceMessages } from '@app/contracts';
import { MAX_INPUT_MEGAPIXELS } from '../../core/storage/images';

const megabytes = MARKETPLACE_LIMITS.maxImageBytes / (1024 * 1024);

/** The marketplace's user-visible texts for refusals (the shared ones live in MarketplaceMessages). */
export const MarketplaceErrors = {
  ...MarketplaceMessages,
  requirementNotFound: 'Requirement not found.',
  jobNotFound: 'Job not found.',
  listingNotOpen: 'This listing is closed, awarded or expired: it is sent to nobody any more.',
  suggestedNotFound: 'This member does not match your requirement.',
  alreadyInvited: 'This vendor already has your requirement.',
  awardedNoRenewal: 'An awarded requirement is not renewed: post a new one.',
  franchiseNotFound: 'Franchise offer not found.',
  saleNotFound: 'Restaurant listing not found.',
  cvNotShared: ContactMessages.cvNotShared,
  restaurantNotShared: ContactMessages.restaurantNotShared,
  notImage: 'The file must be an image (JPEG, PNG, WebP or GIF).',
  imageTooManyPixels: `Each image may be at most ${MAX_INPUT_MEGAPIXELS} megapixels (for example 8000 × 5000 pixels).`,
  tooManyImages: `A listing may carry at most ${MARKETPLACE_LIMITS.maxFranchiseImages} images.`,
  photoField: 'The image must be sent as photo.',
  imagesField: 'Images must be sent as images[0], images[1], …',
  imageTooLarge: `Each image may be at most ${megabytes} MB.`,
  badPlace: 'The selected city does not belong to the selected state and country.',
  badRestaurantType: 'The selected restaurant type is invalid.',
  otherTypeRequired: 'Please type the restaurant type when you choose Other.',
  timingOrder: 'The job timing to must differ from the job timing from.',
  futureDate: 'The operate since date may not be in the future.',
  unknownMedia: 'The image to remove does not belong to this listing.',
  unknownTradeCategory: 'The selected category is invalid.',
  tradeCategoryNotFound: 'Category not found.',
  tradeCategoryTaken: 'A category with this name already exists.',
  tooManyTradeCategories: 'A vendor may pick at most 5 categories.',
  unknownPlace: 'The selected city or state is invalid.',
} as const;
