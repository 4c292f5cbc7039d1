import { MARKETPLACE_LIMITS } from '@app/contracts';
import {
  applyDecorators,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
  UseInterceptors,
} from '@nestjs/common';
import { AnyFilesInterceptor } from '@nestjs/platform-express';
import { ApiConsumes } from '@nestjs/swagger';
import { catchError, type Observable, throwError } from 'rxjs';
import { DomainError, InvalidInputError } from '../../../core/errors/domain-error';
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

/** Multer's refusals in the form's terms (which field, which limit) instead of a bare 400/413. */
class ListingUploadErrors implements NestInterceptor {
  constructor(private readonly field: ImageField) {}

  intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(catchError((error: unknown) => throwError(() => this.translate(error))));
  }

  private translate(error: unknown): unknown {
    const code =
      error instanceof Error && error.cause instanceof Error
        ? (error.cause as { code?: string }).code
        : undefined;
    if (code === 'LIMIT_FILE_SIZE') return new DomainError(413, MarketplaceErrors.imageTooLarge);
    if (code === 'LIMIT_FILE_COUNT')
      return new InvalidInputError({ [this.field]: [MarketplaceErrors.tooManyImages] });
    return error;
  }
}

/**
 * The multipart body of a listing form: images in memory, each at most maxImageBytes, at most `max` of
 * them, under the field's names only. Contents are checked (by their bytes) by ListingMedia.
 */
export function ListingImagesUpload(field: ImageField, max: number) {
  const pattern = FIELD_PATTERN[field];
  return applyDecorators(
    ApiConsumes('multipart/form-data'),
    UseInterceptors(
      new ListingUploadErrors(field),
      AnyFilesInterceptor({
        limits: { fileSize: MARKETPLACE_LIMITS.maxImageBytes, files: max, fields: 40, fieldSize: 64 * 1024 },
        fileFilter: (_req, file, done) => {
          if (pattern.test(file.fieldname)) done(null, true);
          else
            done(
              new InvalidInputError({
                [file.fieldname]: [
                  field === 'photo' ? MarketplaceErrors.photoField : MarketplaceErrors.imagesField,
                ],
              }),
              false,
            );
        },
      }),
    ),
  );
}
