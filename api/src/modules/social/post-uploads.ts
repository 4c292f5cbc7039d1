import { SOCIAL_LIMITS } from '@app/contracts';
import { applyDecorators, UseInterceptors } from '@nestjs/common';
import { AnyFilesInterceptor } from '@nestjs/platform-express';
import { ApiConsumes } from '@nestjs/swagger';
import { DomainError, InvalidInputError } from '../../core/errors/domain-error';
import { onlyFileFields, UploadRefusals } from '../../core/http/upload-refusals';
import { SocialErrors } from './social.errors';

/** A file of a multipart post form, as multer (memory storage) hands it over. */
export interface UploadedImage {
  fieldname: string;
  buffer: Buffer;
}

/** The seeds send `medias[0]`, `medias[1]`, …; `medias` and `medias[]` are accepted as well. */
const MEDIA_FIELD = /^medias(\[\d{0,3}\])?$/;

/**
 * The multipart body of `POST posts` and `POST posts/{id}`: images in memory, each at most maxImageBytes,
 * at most maxImagesPerPost of them, under the `medias[n]` names only. Contents are checked by the service.
 */
export function PostImagesUpload() {
  return applyDecorators(
    ApiConsumes('multipart/form-data'),
    UseInterceptors(
      new UploadRefusals({
        LIMIT_FILE_SIZE: () => new DomainError(413, SocialErrors.imageTooLarge),
        LIMIT_FILE_COUNT: () => new InvalidInputError({ medias: [SocialErrors.tooManyImages] }),
      }),
      AnyFilesInterceptor({
        limits: {
          fileSize: SOCIAL_LIMITS.maxImageBytes,
          files: SOCIAL_LIMITS.maxImagesPerPost,
          fields: 20,
          fieldSize: 64 * 1024,
        },
        fileFilter: onlyFileFields(
          MEDIA_FIELD,
          (fieldname) => new InvalidInputError({ [fieldname]: [SocialErrors.unexpectedFile] }),
        ),
      }),
    ),
  );
}
