import { MARKETPLACE_LIMITS } from '@app/contracts';
import { applyDecorators, UseInterceptors } from '@nestjs/common';
import { AnyFilesInterceptor } from '@nestjs/platform-express';
import { ApiConsumes } from '@nestjs/swagger';
import { DomainError, InvalidInputError } from '../../../core/errors/domain-error';
import { onlyFileFields, UploadRefusals } from '../../../core/http/upload-refusals';
import { MarketplaceErrors } from '../marketplace.errors';

/** A file of a multipart listing form, as multer (memory storage) hands it over. */
export interface UploadedFile {
  fieldname: string;
  buffer: Buffer;
}

/** The field the images come under: `photo` (one) or `images[0]`, `images[1]`, … (`images`, `images[]` too). */
export type ImageField = 'photo' | 'images';

const FIELD_PATTERN: Record<ImageField, RegExp> = {
  photo: /^photo$/,
  images: /^images(\[\d{0,3}\])?$/,
};

/**
 * The multipart body of a listing form: images in memory, each at most maxImageBytes, at most `max` of
 * them, under the field's names only. Contents are checked (by their bytes) by ListingMedia.
 */
export function ListingImagesUpload(field: ImageField, max: number) {
  return applyDecorators(
    ApiConsumes('multipart/form-data'),
    UseInterceptors(
      new UploadRefusals({
        LIMIT_FILE_SIZE: () => new DomainError(413, MarketplaceErrors.imageTooLarge),
        LIMIT_FILE_COUNT: () => new InvalidInputError({ [field]: [MarketplaceErrors.tooManyImages] }),
      }),
      AnyFilesInterceptor({
        limits: { fileSize: MARKETPLACE_LIMITS.maxImageBytes, files: max, fields: 40, fieldSize: 64 * 1024 },
        fileFilter: onlyFileFields(
          FIELD_PATTERN[field],
          (fieldname) =>
            new InvalidInputError({
              [fieldname]: [field === 'photo' ? MarketplaceErrors.photoField : MarketplaceErrors.imagesField],
            }),
        ),
      }),
    ),
  );
}
