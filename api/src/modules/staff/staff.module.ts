import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LoginFailures } from '../../core/rate-limit/login-failures';
import { StaffEntity } from './entities/staff.entity';
import { StaffAuthController } from './staff-auth.controller';
import { StaffService } from './staff.service';

@Module({
  imports: [TypeOrmModule.forFeature([StaffEntity])],
  controllers: [StaffAuthController],
  providers: [StaffService, LoginFailures],
  exports: [StaffService],
})
export class StaffModule {}
