import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { QueueName } from '../../core/queue/queue-names';
import { MembersModule } from '../members';
import { SearchModule } from '../search';
import { NotificationPreferenceEntity } from './entities/notification-preference.entity';
import { NotificationEntity } from './entities/notification.entity';
import { NotificationDeliveryService } from './notification-delivery.service';
import { NotificationDigestService } from './notification-digest.service';
import { NotificationInboxService } from './notification-inbox.service';
import { NotificationPreferencesService } from './notification-preferences.service';
import { NotificationsController } from './notifications.controller';
import { NotificationsService } from './notifications.service';
import { UnsubscribeController } from './unsubscribe.controller';
import { UnsubscribeLinksService } from './unsubscribe-links';

/**
 * In-site notifications (issue 17): other modules call NotificationsService.notify(); the worker writes them;
 * members read them, mark them read and choose the daily e-mail digest. It depends on the member directory
 * only, so every module may import it.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([NotificationEntity, NotificationPreferenceEntity]),
    BullModule.registerQueue({ name: QueueName.Notifications }),
    MembersModule,
    SearchModule,
  ],
  controllers: [NotificationsController, UnsubscribeController],
  providers: [
    NotificationsService,
    NotificationDeliveryService,
    NotificationInboxService,
    NotificationPreferencesService,
    NotificationDigestService,
    UnsubscribeLinksService,
  ],
  exports: [
    NotificationsService,
    NotificationPreferencesService,
    NotificationDeliveryService,
    UnsubscribeLinksService,
  ],
})
export class NotificationsModule {}
