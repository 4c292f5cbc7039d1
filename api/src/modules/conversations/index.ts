// The conversations module's public face.
export { ConversationsModule } from './conversations.module';
export { ConversationsService } from './conversations.service';
export { ConversationLive, type LiveEvent, type LiveSink } from './live/conversation-live';
