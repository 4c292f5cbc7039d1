import { FOLLOW_LIST_MAX_PER_PAGE, FOLLOW_LIST_PER_PAGE, FollowActionType } from '@app/contracts';
import { Type } from 'class-transformer';
import { IsDefined, IsIn } from 'class-validator';
import { MAX_PAGE_NUMBER } from '../../../core/http/input-safety';
import { OptionalInteger, RequiredId } from '../../../core/http/fields';

/** POST users/follow and POST users/unfollow. */
export class FollowDto {
  @RequiredId('followee id') followee_id: number;
}

/** POST users/follow-action-type: 1 accepts a request, 2 rejects it or removes a follower. */
export class FollowActionDto {
  @RequiredId('follower id') follower_id: number;

  @IsDefined({ message: 'The action type field is required.' })
  @Type(() => Number)
  @IsIn(Object.values(FollowActionType), { message: 'The selected action type is invalid.' })
  action_type: FollowActionType;
}

/** The follow lists' paging. */
export class FollowListQueryDto {
  @OptionalInteger('page', MAX_PAGE_NUMBER) page: number = 1;

  @OptionalInteger('per page', FOLLOW_LIST_MAX_PER_PAGE) per_page: number = FOLLOW_LIST_PER_PAGE;
}
