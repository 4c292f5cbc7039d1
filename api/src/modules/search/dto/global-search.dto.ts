import { GLOBAL_SEARCH_MAX_LENGTH } from '@app/contracts';
import { IsDefined, IsString, MaxLength } from 'class-validator';

/** POST global-search. An empty search is valid and finds nothing. */
export class GlobalSearchDto {
  @IsDefined({ message: 'The search field is required.' })
  @IsString({ message: 'The search must be a string.' })
  @MaxLength(GLOBAL_SEARCH_MAX_LENGTH, {
    message: `The search may not be greater than ${GLOBAL_SEARCH_MAX_LENGTH} characters.`,
  })
  search: string;
}
