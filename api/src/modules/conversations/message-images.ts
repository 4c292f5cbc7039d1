import { randomBytes } from 'node:crypto';
import { CONVERSATION_LIMITS, ConversationMessages } from '@app/contracts';
import { applyDecorators, Injectable, UseInterceptors } from '@nestjs/common';
import { AnyFilesInterceptor } from '@nestjs/platform-express';
import { ApiConsumes } from '@nestjs/swagger';
import { DomainError, InvalidInputError } from '../../core/errors/domain-error';
import { onlyFileFields, UploadRefusals } from '../../core/http/upload-refusals';
import { type CleanImage, cleanUploadedImage } from '../../core/storage/images';
import { StorageDriver } from '../../core/storage/storage.driver';
import type { MessageImageFile } from './entities/conversation-message.entity';

/** A file of the multipart form, as multer (memory storage) hands it over. */
export interface UploadedMessageImage {
  fieldname: string;
  buffer: Buffer;
}

/** `images[0]` … `images[3]` (or `images`, `images[]`). */
const IMAGE_FIELD = /^images(\[\d?\])?$/;
/** Stored images are bounded to this many pixels a side, as post originals. */
const IMAGE_MAX_PX = 2048;

/** `POST conversations/{id}/messages` as JSON (text) or multipart (text and up to four images). */
export function MessageImagesUpload() {
  return applyDecorators(
    ApiConsumes('application/json', 'multipart/form-data'),
    UseInterceptors(
      new UploadRefusals({
        LIMIT_FILE_SIZE: () => new DomainError(413, ConversationMessages.imageTooLarge),
        LIMIT_FILE_COUNT: () => new InvalidInputError({ images: [ConversationMessages.tooManyImages] }),
      }),
      AnyFilesInterceptor({
        limits: {
          fileSize: CONVERSATION_LIMITS.imageMaxBytes,
          files: CONVERSATION_LIMITS.imagesMax,
          fields: 5,
          fieldSize: 64 * 1024,
        },
        fileFilter: onlyFileFields(
          IMAGE_FIELD,
          (fieldname) => new InvalidInputError({ [fieldname]: [ConversationMessages.unexpectedFile] }),
        ),
      }),
    ),
  );
}

/**
 * The files of message images (decision 277): checked by content and re-encoded without metadata as post
 * images are (`cleanUploadedImage`), stored under `messages/`, a prefix the public files route never serves.
 */
@Injectable()
export class MessageImagesService {
  constructor(private readonly storage: StorageDriver) {}

  /** Every upload cleaned, or 422 naming each field that is not an image. One at a time (bounded memory). */
  async prepare(files: UploadedMessageImage[]): Promise<CleanImage[]> {
    const images: CleanImage[] = [];
    const errors: Record<string, string[]> = {};
    for (const file of files) {
      const image = await cleanUploadedImage(file.buffer, IMAGE_MAX_PX);
      if (typeof image === 'string') errors[file.fieldname] = [ConversationMessages.notAnImage];
      else images.push(image);
    }
    if (Object.keys(errors).length) throw new InvalidInputError(errors);
    return images;
  }

  async store(conversationId: number, images: CleanImage[]): Promise<MessageImageFile[]> {
    const stored: MessageImageFile[] = [];
    for (const image of images) {
      const key = `messages/${conversationId}/${randomBytes(16).toString('hex')}.jpg`;
      await this.storage.put(key, image.data, 'image/jpeg');
      stored.push({ key, width: image.width, height: image.height });
    }
    return stored;
  }

  read(key: string) {
    return this.storage.get(key);
  }

  async remove(files: MessageImageFile[] | null): Promise<void> {
    for (const file of files ?? []) await this.storage.delete(file.key).catch(() => undefined);
  }
}
