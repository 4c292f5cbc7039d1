import { WATCHED_WORD_MAX_LENGTH } from '@app/contracts';
import { IsDefined, IsString, Matches, MaxLength } from 'class-validator';
import { Trim } from '../../../core/http/transforms';
import { WholeNumberParam } from '../../../core/http/fields';

/** POST admin-api/watched-words. */
export class CreateWatchedWordDto {
  @IsDefined({ message: 'The word field is required.' })
  @Trim()
  @IsString({ message: 'The word must be a string.' })
  @MaxLength(WATCHED_WORD_MAX_LENGTH, {
    message: `The word may not be greater than ${WATCHED_WORD_MAX_LENGTH} characters.`,
  })
  @Matches(/[\p{L}\p{N}]/u, { message: 'The word must contain a letter or a digit.' })
  word: string;
}

export class WatchedWordIdParam {
  @WholeNumberParam('id') id: number;
}
