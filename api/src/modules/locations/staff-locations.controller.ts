import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { parseListQuery } from '../../core/admin-rest/list-query';
import { sendList } from '../../core/admin-rest/list-result';
import { StaffOnly } from '../../core/auth/auth.decorators';
import { RawResponse } from '../../core/http/envelope.interceptor';
import { IdParam } from './dto/location-queries.dto';
import { toStaffCountry, toStaffState } from './location.mappers';
import { type CountryFilter, LocationsService, type StateFilter } from './locations.service';

/** Read-only reference data for the console (ra-data-simple-rest). */
@ApiTags('admin: locations')
@ApiBearerAuth()
@StaffOnly()
@RawResponse()
@Controller('admin-api')
export class StaffLocationsController {
  constructor(private readonly locations: LocationsService) {}

  @Get('countries')
  async countries(@Query() raw: Record<string, unknown>, @Res({ passthrough: true }) res: Response) {
    const query = parseListQuery<CountryFilter>(raw, {
      sortable: ['id', 'name', 'iso2', 'currency', 'region', 'phonecode'],
      defaultSort: ['name', 'ASC'],
    });
    const [rows, total] = await this.locations.staffListCountries(query);
    return sendList(res, 'countries', query.offset, rows.map(toStaffCountry), total);
  }

  @Get('countries/:id')
  async country(@Param() { id }: IdParam) {
    return toStaffCountry(await this.locations.staffGetCountry(id));
  }

  @Get('states')
  async states(@Query() raw: Record<string, unknown>, @Res({ passthrough: true }) res: Response) {
    const query = parseListQuery<StateFilter>(raw, {
      sortable: ['id', 'name', 'state_code', 'country_id'],
      defaultSort: ['name', 'ASC'],
    });
    const [rows, total] = await this.locations.staffListStates(query);
    return sendList(res, 'states', query.offset, rows.map(toStaffState), total);
  }

  @Get('states/:id')
  async state(@Param() { id }: IdParam) {
    return toStaffState(await this.locations.staffGetState(id));
  }
}
