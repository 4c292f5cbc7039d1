import { Module } from '@nestjs/common';
import { ConversationsModule } from '../conversations.module';
import { ConversationsJob } from './conversations.job';

/** The conversations queue's processor: loaded by the worker only. */
@Module({ imports: [ConversationsModule], providers: [ConversationsJob] })
export class ConversationJobsModule {}
