import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BillingModule } from '../billing';
import { LocationsModule } from '../locations';
import { MembersModule } from '../members';
import { DsaApplicationsService } from './dsa-applications.service';
import { DsaController } from './dsa.controller';
import { DsaApplicationEntity } from './entities/dsa-application.entity';
import { PiiCipherService } from './pii-cipher';
import { StaffDsaController } from './staff-dsa.controller';

/**
 * Atmnirbhar: India's sales agents. Members apply with their identity numbers (encrypted at rest) and four
 * documents (stored privately); finance staff approve, which makes the member an agent with a personal
 * coupon whose commission billing credits to their wallet.
 */
@Module({
  imports: [TypeOrmModule.forFeature([DsaApplicationEntity]), MembersModule, BillingModule, LocationsModule],
  controllers: [DsaController, StaffDsaController],
  providers: [DsaApplicationsService, PiiCipherService],
})
export class AgentsModule {}
