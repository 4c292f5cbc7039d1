import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CityEntity } from './entities/city.entity';
import { CountryEntity } from './entities/country.entity';
import { StateEntity } from './entities/state.entity';
import { LocationsController } from './locations.controller';
import { LocationsService } from './locations.service';
import { StaffLocationsController } from './staff-locations.controller';

@Module({
  imports: [TypeOrmModule.forFeature([CountryEntity, StateEntity, CityEntity])],
  controllers: [LocationsController, StaffLocationsController],
  providers: [LocationsService],
  exports: [LocationsService],
})
export class LocationsModule {}
