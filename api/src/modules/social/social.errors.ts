import { SOCIAL_LIMITS } from '@app/contracts';
import { MAX_INPUT_MEGAPIXELS } from '../../core/storage/images';

const megabytes = SOCIAL_LIMITS.maxImageBytes / (1024 * 1024);

/** The social module's user-visible texts for refusals. */
export const SocialErrors = {
  postNotFound: 'Post not found',
  mediaNotFound: 'Image not found',
  commentNotFound: 'Comment not found',
  notYourPost: 'Only the author can change or delete this post.',
  notYourComment: 'Only the author can change or delete this comment.',
  emptyPost: 'Write a title or a description, or add an image.',
  lastImage: 'A post without text needs at least one image. Delete the post instead.',
  notImage: 'The file must be an image (JPEG, PNG, WebP or GIF).',
  tooManyImages: `A post may carry at most ${SOCIAL_LIMITS.maxImagesPerPost} images.`,
  unexpectedFile: 'Images must be sent as medias[0], medias[1], …',
  imageTooLarge: `Each image may be at most ${megabytes} MB.`,
  imageTooManyPixels: `Each image may be at most ${MAX_INPUT_MEGAPIXELS} megapixels (for example 8000 × 5000 pixels).`,
} as const;
