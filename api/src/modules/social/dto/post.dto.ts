import { SOCIAL_LIMITS } from '@app/contracts';
import { OptionalText } from '../../../core/http/fields';

const { titleMaxLength, descriptionMaxLength, tagsMaxLength, locationMaxLength } = SOCIAL_LIMITS;

/**
 * The text fields of `POST posts` and `POST posts/{id}` (multipart; the images come as files). Every field
 * is optional: a post needs text or an image, which the service decides with the files in hand. On an
 * update, a field sent empty clears it and a field left out keeps its value.
 */
export class PostFieldsDto {
  @OptionalText('title', titleMaxLength) title?: string;

  @OptionalText('description', descriptionMaxLength) description?: string;

  @OptionalText('tags', tagsMaxLength) tags?: string;

  @OptionalText('location', locationMaxLength) location?: string;
}
