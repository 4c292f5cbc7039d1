// The conversations module's public face.
export { ConversationsModule } from './conversations.module';
export { ConversationsService } from './conversations.service';
export { ConversationJobsModule } from './jobs/conversation-jobs.module';
