import { MAX_LOCATION_PAGE_SIZE } from '@app/contracts';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { MAX_PAGE_NUMBER } from '../../../core/http/input-safety';

export class LightQuery {
  /** 1 = only id, name (and currency for countries): the shape the seeds' select boxes use. */
  @IsOptional()
  @Type(() => Number)
  @IsIn([0, 1], { message: 'is_light must be 0 or 1' })
  is_light?: number;
}

export class PageQuery extends LightQuery {
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'page must be a whole number' })
  @Min(1, { message: 'page must be at least 1' })
  @Max(MAX_PAGE_NUMBER, { message: 'page is too large' })
  page = 1;

  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'per_page must be a whole number' })
  @Min(1, { message: 'per_page must be at least 1' })
  @Max(MAX_LOCATION_PAGE_SIZE, { message: `per_page may be at most ${MAX_LOCATION_PAGE_SIZE}` })
  per_page = MAX_LOCATION_PAGE_SIZE;
}

export class StatesOfCountryQuery extends PageQuery {
  @Type(() => Number)
  @IsInt({ message: 'country_id must be a whole number' })
  @Min(1, { message: 'country_id must be a whole number' })
  country_id: number;
}

export class CitiesOfStateQuery extends PageQuery {
  @Type(() => Number)
  @IsInt({ message: 'state_id must be a whole number' })
  @Min(1, { message: 'state_id must be a whole number' })
  state_id: number;
}

export class IdParam {
  @Type(() => Number)
  @IsInt({ message: 'id must be a whole number' })
  @Min(1, { message: 'id must be a whole number' })
  id: number;
}
