import { Module } from '@nestjs/common';
import { NotificationsModule } from '../notifications.module';
import { NotificationsJob } from './notifications.job';

/** The notifications queue's processor: loaded by the worker only. */
@Module({ imports: [NotificationsModule], providers: [NotificationsJob] })
export class NotificationJobsModule {}
