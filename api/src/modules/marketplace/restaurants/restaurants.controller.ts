import { RESTAURANT_TYPES } from '@app/contracts';
import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CurrentPrincipal, type Principal, Public } from '../../../core/auth/auth.decorators';
import { IdParam, ListQuery } from '../common/list-query.dto';
import { OwnersOnly } from '../common/member-access';
import { MemberDirectoryService } from '../directory/member-directory.service';
import { RestaurantProfilesService } from './restaurant-profiles.service';

/** Restaurant types, the owner's own profile, and the restaurant directory. */
@ApiTags('marketplace')
@ApiBearerAuth()
@Controller('api')
export class RestaurantsController {
  constructor(
    private readonly profiles: RestaurantProfilesService,
    private readonly directory: MemberDirectoryService,
  ) {}

  /** The fixed list of restaurant types (reference data: no token needed). */
  @Public()
  @Get('admin/restaurantType')
  types() {
    return RESTAURANT_TYPES;
  }

  // Declared before restaurants/restaurants/:id so the literal path wins.
  @OwnersOnly()
  @Get('restaurants/restaurants/my-profile')
  myProfile(@CurrentPrincipal() me: Principal) {
    return this.profiles.mine(me.id);
  }

  /** Restaurant cards (no contact details; each card's `contact_access`, decision 213), newest first. */
  @Get('restaurants/restaurants')
  list(@CurrentPrincipal() me: Principal, @Query() query: ListQuery) {
    return this.directory.restaurants(me.id, query);
  }

  /** Read-more: the owner themself, a trade relation and Elite members (decisions 115, 213). */
  @Get('restaurants/restaurants/:id')
  get(@CurrentPrincipal() me: Principal, @Param() { id }: IdParam) {
    return this.directory.restaurant(me.id, id);
  }
}
