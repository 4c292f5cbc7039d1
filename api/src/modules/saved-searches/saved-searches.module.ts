import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { QueueName } from '../../core/queue/queue-names';
import { LocationsModule } from '../locations';
import { MarketplaceModule } from '../marketplace';
import { MembersModule } from '../members';
import { NotificationsModule } from '../notifications';
import { SavedSearchEntity } from './entities/saved-search.entity';
import { SavedSearchAlerts } from './saved-search-alerts';
import { SavedSearchDigest } from './saved-search-digest';
import { SavedSearchUnsubscribeLinks } from './saved-search-unsubscribe';
import { SavedSearchesController } from './saved-searches.controller';
import { SavedSearchesMemberData } from './saved-searches-member-data';
import { SavedSearches } from './saved-searches.service';

/** Saved searches and their alerts (issue 32, decisions 350–352). */
@Module({
  imports: [
    TypeOrmModule.forFeature([SavedSearchEntity]),
    BullModule.registerQueue({ name: QueueName.SavedSearches }),
    LocationsModule,
    MarketplaceModule,
    MembersModule,
    NotificationsModule,
  ],
  controllers: [SavedSearchesController],
  providers: [
    SavedSearches,
    SavedSearchAlerts,
    SavedSearchDigest,
    SavedSearchesMemberData,
    SavedSearchUnsubscribeLinks,
  ],
  exports: [SavedSearchAlerts, SavedSearchDigest],
})
export class SavedSearchesModule {}
