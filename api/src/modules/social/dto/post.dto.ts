import { SOCIAL_LIMITS } from '@app/contracts';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { Trim } from '../../../core/http/transforms';

const { titleMaxLength, descriptionMaxLength, tagsMaxLength, locationMaxLength } = SOCIAL_LIMITS;

/**
 * The text fields of `POST posts` and `POST posts/{id}` (multipart; the images come as files). Every field
 * is optional: a post needs text or an image, which the service decides with the files in hand. On an
 * update, a field sent empty clears it and a field left out keeps its value.
 */
export class PostFieldsDto {
  @IsOptional()
  @Trim()
  @IsString({ message: 'The title must be a string.' })
  @MaxLength(titleMaxLength, { message: `The title may not be greater than ${titleMaxLength} characters.` })
  title?: string;

  @IsOptional()
  @Trim()
  @IsString({ message: 'The description must be a string.' })
  @MaxLength(descriptionMaxLength, {
    message: `The description may not be greater than ${descriptionMaxLength} characters.`,
  })
  description?: string;

  @IsOptional()
  @Trim()
  @IsString({ message: 'The tags must be a string.' })
  @MaxLength(tagsMaxLength, { message: `The tags may not be greater than ${tagsMaxLength} characters.` })
  tags?: string;

  @IsOptional()
  @Trim()
  @IsString({ message: 'The location must be a string.' })
  @MaxLength(locationMaxLength, {
    message: `The location may not be greater than ${locationMaxLength} characters.`,
  })
  location?: string;
}
