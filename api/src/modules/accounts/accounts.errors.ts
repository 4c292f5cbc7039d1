import { MAX_INPUT_MEGAPIXELS } from '../../core/storage/images';

/** The accounts module's user-visible texts (the seeds' ones, spelt as the clients expect, live in @app/contracts). */
export const AccountErrors = {
  otpWrong: 'The verification code is not correct.',
  otpDead: 'Too many wrong codes. Please request a new code.',
  otpExpired: 'This verification code has expired. Please request a new code.',
  otpUsed: 'This verification code is no longer valid. Please request a new code.',
  resendTooSoon: 'Please wait a minute before asking for another code.',
  resendTooMany: 'Too many codes asked for this email. Please try again in an hour.',
  resetInvalid: 'This password reset link is invalid or has expired. Please ask for a new one.',
  badPlace: 'The city does not belong to the state and country given',
  photoNotImage: 'The photo must be an image (JPEG, PNG, WebP or GIF).',
  photoTooManyPixels: `The photo may be at most ${MAX_INPUT_MEGAPIXELS} megapixels (for example 8000 × 5000 pixels).`,
  notYourProfile: 'You can only update your own profile.',
  userNotFound: 'User not found',
} as const;
