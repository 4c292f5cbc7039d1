import { SOCIAL_LIMITS } from '@app/contracts';
import {
  applyDecorators,
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
  UseInterceptors,
} from '@nestjs/common';
import { AnyFilesInterceptor } from '@nestjs/platform-express';
import { ApiConsumes } from '@nestjs/swagger';
import { catchError, type Observable, throwError } from 'rxjs';
import { DomainError, InvalidInputError } from '../../core/errors/domain-error';
import { SocialErrors } from './social.errors';

/** A file of a multipart post form, as multer (memory storage) hands it over. */
export interface UploadedImage {
  fieldname: string;
  buffer: Buffer;
}

/** The seeds send `medias[0]`, `medias[1]`, …; `medias` and `medias[]` are accepted as well. */
const MEDIA_FIELD = /^medias(\[\d{0,3}\])?$/;

/** Multer's refusals said in the post form's terms (which field, which limit) instead of a bare 400/413. */
@Injectable()
class PostUploadErrors implements NestInterceptor {
  intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(catchError((error: unknown) => throwError(() => this.translate(error))));
  }

  private translate(error: unknown): unknown {
    const code =
      error instanceof Error && error.cause instanceof Error
        ? (error.cause as { code?: string }).code
        : undefined;
    if (code === 'LIMIT_FILE_SIZE') return new DomainError(413, SocialErrors.imageTooLarge);
    if (code === 'LIMIT_FILE_COUNT') return new InvalidInputError({ medias: [SocialErrors.tooManyImages] });
    return error;
  }
}

/**
 * The multipart body of `POST posts` and `POST posts/{id}`: images in memory, each at most maxImageBytes,
 * at most maxImagesPerPost of them, under the `medias[n]` names only. Contents are checked by the service.
 */
export function PostImagesUpload() {
  return applyDecorators(
    ApiConsumes('multipart/form-data'),
    UseInterceptors(
      PostUploadErrors,
      AnyFilesInterceptor({
        limits: {
          fileSize: SOCIAL_LIMITS.maxImageBytes,
          files: SOCIAL_LIMITS.maxImagesPerPost,
          fields: 20,
          fieldSize: 64 * 1024,
        },
        fileFilter: (_req, file, done) => {
          if (MEDIA_FIELD.test(file.fieldname)) done(null, true);
          else done(new InvalidInputError({ [file.fieldname]: [SocialErrors.unexpectedFile] }), false);
        },
      }),
    ),
  );
}
