import { FOLLOW_LIST_MAX_PER_PAGE, FOLLOW_LIST_PER_PAGE, FollowActionType } from '@app/contracts';
import { Type } from 'class-transformer';
import { IsDefined, IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { MAX_PAGE_NUMBER } from '../../../core/http/input-safety';

/** POST users/follow and POST users/unfollow. */
export class FollowDto {
  @IsDefined({ message: 'The followee id field is required.' })
  @Type(() => Number)
  @IsInt({ message: 'The followee id must be an integer.' })
  @Min(1, { message: 'The selected followee id is invalid.' })
  followee_id: number;
}

/** POST users/follow-action-type: 1 accepts a request, 2 rejects it or removes a follower. */
export class FollowActionDto {
  @IsDefined({ message: 'The follower id field is required.' })
  @Type(() => Number)
  @IsInt({ message: 'The follower id must be an integer.' })
  @Min(1, { message: 'The selected follower id is invalid.' })
  follower_id: number;

  @IsDefined({ message: 'The action type field is required.' })
  @Type(() => Number)
  @IsIn(Object.values(FollowActionType), { message: 'The selected action type is invalid.' })
  action_type: FollowActionType;
}

/** The follow lists' paging. */
export class FollowListQueryDto {
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'The page must be an integer.' })
  @Min(1, { message: 'The page must be at least 1.' })
  @Max(MAX_PAGE_NUMBER, { message: `The page may not be greater than ${MAX_PAGE_NUMBER}.` })
  page: number = 1;

  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'The per page must be an integer.' })
  @Min(1, { message: 'The per page must be at least 1.' })
  @Max(FOLLOW_LIST_MAX_PER_PAGE, {
    message: `The per page may not be greater than ${FOLLOW_LIST_MAX_PER_PAGE}.`,
  })
  per_page: number = FOLLOW_LIST_PER_PAGE;
}
