import { WATCHED_WORD_MAX_LENGTH } from '@app/contracts';
import { IsDefined, Matches } from 'class-validator';
import { Trim } from '../../../core/http/transforms';
import { TextUpTo, WholeNumberParam } from '../../../core/http/fields';

/** POST admin-api/watched-words. */
export class CreateWatchedWordDto {
  @IsDefined({ message: 'The word field is required.' })
  @Trim()
  @TextUpTo('word', WATCHED_WORD_MAX_LENGTH)
  @Matches(/[\p{L}\p{N}]/u, { message: 'The word must contain a letter or a digit.' })
  word: string;
}

export class WatchedWordIdParam {
  @WholeNumberParam('id') id: number;
}
