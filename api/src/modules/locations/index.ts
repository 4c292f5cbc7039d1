/** The locations module's public face: what other modules may import. */
export { LocationsModule } from './locations.module';
export { LocationsService, type Place, type PlaceNames } from './locations.service';
