import { MAX_LOCATION_PAGE_SIZE } from '@app/contracts';
import { Type } from 'class-transformer';
import { IsIn, IsOptional } from 'class-validator';
import { MAX_PAGE_NUMBER } from '../../../core/http/input-safety';
import { PageNumber, PageSize, WholeNumberParam } from '../../../core/http/fields';

export class LightQuery {
  /** 1 = only id, name (and currency for countries): the shape the seeds' select boxes use. */
  @IsOptional()
  @Type(() => Number)
  @IsIn([0, 1], { message: 'is_light must be 0 or 1' })
  is_light?: number;
}

export class PageQuery extends LightQuery {
  @PageNumber(MAX_PAGE_NUMBER) page = 1;

  @PageSize(MAX_LOCATION_PAGE_SIZE) per_page = MAX_LOCATION_PAGE_SIZE;
}

export class StatesOfCountryQuery extends PageQuery {
  @WholeNumberParam('country_id') country_id: number;
}

export class CitiesOfStateQuery extends PageQuery {
  @WholeNumberParam('state_id') state_id: number;
}

export class IdParam {
  @WholeNumberParam('id') id: number;
}
