import { WATCHED_WORD_MAX_LENGTH } from '@app/contracts';
import { Transform, Type } from 'class-transformer';
import { IsDefined, IsInt, IsString, Matches, MaxLength, Min } from 'class-validator';

/** POST admin-api/watched-words. */
export class CreateWatchedWordDto {
  @IsDefined({ message: 'The word field is required.' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: 'The word must be a string.' })
  @MaxLength(WATCHED_WORD_MAX_LENGTH, {
    message: `The word may not be greater than ${WATCHED_WORD_MAX_LENGTH} characters.`,
  })
  @Matches(/[\p{L}\p{N}]/u, { message: 'The word must contain a letter or a digit.' })
  word: string;
}

export class WatchedWordIdParam {
  @Type(() => Number)
  @IsInt({ message: 'id must be a whole number' })
  @Min(1, { message: 'id must be a whole number' })
  id: number;
}
