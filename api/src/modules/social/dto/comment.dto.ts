import { SOCIAL_LIMITS } from '@app/contracts';
import { RequiredText } from '../../../core/http/fields';

/** `POST posts/comment/{id}` (add) and `POST comments/{id}` (edit). */
export class CommentBodyDto {
  @RequiredText('body', SOCIAL_LIMITS.commentMaxLength) body: string;
}
