import { Injectable, type OnModuleInit } from '@nestjs/common';
import { MemberBlocks } from '../marketplace';
import { ConversationAccess } from './conversation-access';

/**
 * Lends the marketplace the blocks between members (decision 345): a member who blocked a listing's owner,
 * or whom the owner blocked, is not sent its lead. The marketplace cannot import this module (it is
 * imported by it), so the lookup is handed over at start-up.
 */
@Injectable()
export class LeadBlocks implements OnModuleInit {
  constructor(
    private readonly blocks: MemberBlocks,
    private readonly access: ConversationAccess,
  ) {}

  onModuleInit() {
    this.blocks.use(async (memberId, others) => (await this.access.blockedAmong(memberId, others)).any);
  }
}
