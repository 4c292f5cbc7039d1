import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LocationsModule } from '../locations/locations.module';
import { AccountsService } from './accounts.service';
import { UserEntity } from './entities/user.entity';

@Module({
  imports: [TypeOrmModule.forFeature([UserEntity]), LocationsModule],
  providers: [AccountsService],
  exports: [AccountsService],
})
export class AccountsModule {}
