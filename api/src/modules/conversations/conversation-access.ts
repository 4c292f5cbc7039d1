import { ConversationMessages } from '@app/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import { NotFoundError } from '../../core/errors/domain-error';
import { MemberAdminService } from '../members';
import { ConversationParticipantEntity } from './entities/conversation-participant.entity';
import { MemberBlockEntity } from './entities/member-block.entity';

/**
 * Who may see and write in a conversation. Everything about a conversation answers 404 to a member who is
 * not in it, so an outsider cannot even learn that it exists (decision 270).
 */
@Injectable()
export class ConversationAccessService {
  constructor(
    @InjectRepository(ConversationParticipantEntity)
    private readonly participants: Repository<ConversationParticipantEntity>,
    @InjectRepository(MemberBlockEntity) private readonly blocks: Repository<MemberBlockEntity>,
    private readonly members: MemberAdminService,
  ) {}

  /** The member's side of the conversation; 404 when they are not in it (or it does not exist). */
  async participant(memberId: number, conversationId: number): Promise<ConversationParticipantEntity> {
    const mine = await this.participants.findOneBy({ conversation_id: conversationId, user_id: memberId });
    if (!mine) throw new NotFoundError(ConversationMessages.notFound);
    return mine;
  }

  /** Whether either member blocked the other. */
  async blockedEitherWay(a: number, b: number): Promise<boolean> {
    return this.blocks.exists({
      where: [
        { blocker_id: a, blocked_id: b },
        { blocker_id: b, blocked_id: a },
      ],
    });
  }

  /** Of these other members, those with a block either way with the member (inbox flags; one query). */
  async blockedAmong(
    memberId: number,
    others: readonly number[],
  ): Promise<{ mine: Set<number>; any: Set<number> }> {
    const mine = new Set<number>();
    const any = new Set<number>();
    if (!others.length) return { mine, any };
    const rows = await this.blocks.find({
      where: [
        { blocker_id: memberId, blocked_id: In([...others]) },
        { blocked_id: memberId, blocker_id: In([...others]) },
      ],
    });
    for (const row of rows) {
      const other = row.blocker_id === memberId ? row.blocked_id : row.blocker_id;
      any.add(other);
      if (row.blocker_id === memberId) mine.add(other);
    }
    return { mine, any };
  }

  /**
   * Whether the other member can still receive messages: a banned, suspended or deleted member's
   * conversations are closed (decision 270).
   */
  async reachable(memberId: number): Promise<boolean> {
    return (await this.members.get(memberId))?.status === 'active';
  }

  /** Whether the member's account is younger than `hours` (the daily cap of new accounts). */
  async isNewAccount(memberId: number, hours: number): Promise<boolean> {
    const createdAt = await this.members.createdAt(memberId);
    return !createdAt || Date.now() - createdAt.getTime() < hours * 3_600_000;
  }
}
