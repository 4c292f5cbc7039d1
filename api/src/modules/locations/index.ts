// The locations module's public face: countries, states and cities as mapped types, never entities.
export { LocationsModule } from './locations.module';
export { LocationsService, type Place, type PlaceNames } from './locations.service';
