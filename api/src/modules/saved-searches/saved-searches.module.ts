import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { QueueName } from '../../core/queue/queue-names';
import { LocationsModule } from '../locations';
import { MarketplaceModule } from '../marketplace';
import { MembersModule } from '../members';
import { NotificationsModule } from '../notifications';
import { SavedSearchEntity } from './entities/saved-search.entity';
import { SavedSearchAlertsService } from './saved-search-alerts';
import { SavedSearchDigestService } from './saved-search-digest';
import { SavedSearchUnsubscribeLinksService } from './saved-search-unsubscribe';
import { SavedSearchesController } from './saved-searches.controller';
import { SavedSearchesMemberDataService } from './saved-searches-member-data';
import { SavedSearchesService } from './saved-searches.service';

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
    SavedSearchesService,
    SavedSearchAlertsService,
    SavedSearchDigestService,
    SavedSearchesMemberDataService,
    SavedSearchUnsubscribeLinksService,
  ],
  exports: [SavedSearchAlertsService, SavedSearchDigestService],
})
export class SavedSearchesModule {}
