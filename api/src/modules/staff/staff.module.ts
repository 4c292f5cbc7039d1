import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { StaffEntity } from './entities/staff.entity';
import { StaffAuthController } from './staff-auth.controller';
import { StaffService } from './staff.service';

@Module({
  imports: [TypeOrmModule.forFeature([StaffEntity])],
  controllers: [StaffAuthController],
  providers: [StaffService],
  exports: [StaffService],
})
export class StaffModule {}
