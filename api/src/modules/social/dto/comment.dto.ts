import { SOCIAL_LIMITS } from '@app/contracts';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { Trim } from '../../../core/http/transforms';

/** `POST posts/comment/{id}` (add) and `POST comments/{id}` (edit). */
export class CommentBodyDto {
  @Trim()
  @IsNotEmpty({ message: 'The body field is required.' })
  @IsString({ message: 'The body must be a string.' })
  @MaxLength(SOCIAL_LIMITS.commentMaxLength, {
    message: `The body may not be greater than ${SOCIAL_LIMITS.commentMaxLength} characters.`,
  })
  body: string;
}
