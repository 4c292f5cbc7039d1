import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Public } from '../../core/auth/auth.decorators';
import { toPage } from '../../core/http/page';
import { CitiesOfStateQuery, IdParam, LightQuery, StatesOfCountryQuery } from './dto/location-queries.dto';
import { toCity, toCityLight, toCountry, toCountryLight, toState, toStateLight } from './location.mappers';
import { LocationsService } from './locations.service';

/** The seeds' location calls; public because the sign-up forms need them before there is a session. */
@ApiTags('locations')
@Public()
@Controller('api')
export class LocationsController {
  constructor(private readonly locations: LocationsService) {}

  @Get('countries')
  async countries(@Query() query: LightQuery) {
    const rows = await this.locations.listCountries();
    return rows.map(query.is_light === 1 ? toCountryLight : toCountry);
  }

  @Get('countries/:id')
  async country(@Param() { id }: IdParam) {
    return toCountry(await this.locations.getCountry(id));
  }

  @Get('rw-states_of_country')
  async statesOfCountry(@Query() query: StatesOfCountryQuery) {
    const [rows, total] = await this.locations.statesOfCountry(query.country_id, query.page, query.per_page);
    return toPage(rows.map(query.is_light === 1 ? toStateLight : toState), total, query.page, query.per_page);
  }

  @Get('rw-cities_of_state')
  async citiesOfState(@Query() query: CitiesOfStateQuery) {
    const [rows, total] = await this.locations.citiesOfState(query.state_id, query.page, query.per_page);
    return toPage(rows.map(query.is_light === 1 ? toCityLight : toCity), total, query.page, query.per_page);
  }
}
