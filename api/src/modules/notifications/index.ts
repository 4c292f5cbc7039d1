// The notifications module's public face: what other modules call when a member should hear of something.
export { NotificationsModule } from './notifications.module';
export { NotificationJobsModule } from './jobs/notification-jobs.module';
export { NotificationsService } from './notifications.service';
export { NotificationPreferencesService } from './notification-preferences.service';
export { UnsubscribeLinksService } from './unsubscribe-links';
export type { NotifyInput, MentionsInput } from './notifications.types';
