import type { ConversationMessage, MemberNotification, ReadState, UnreadNotifications } from '@app/contracts';
import { Injectable } from '@nestjs/common';

/** What reaches a member's open pages at once (decisions 272 and 275). */
export type LiveEvent =
  | { type: 'message'; message: ConversationMessage }
  | { type: 'read'; read: ReadState & { reader_id: number } }
  | { type: 'notification'; notification: MemberNotification | null; unread: UnreadNotifications };

/** Where live events go: the gateway plugs in here (the socket.io server, or the Redis emitter). */
export interface LiveSink {
  toMembers(memberIds: readonly number[], event: LiveEvent): void;
}

/**
 * The services' side of the live channel (infrastructure, so that every module may publish: decision
 * 275): they say what happened to whom, the gateway delivers it to every API process through Redis. A page
 * that missed an event asks for it by id (`after`) or reloads its counts, so a lost event is never lost data.
 */
@Injectable()
export class LiveChannelService {
  private sink: LiveSink | null = null;

  attach(sink: LiveSink | null): void {
    this.sink = sink;
  }

  publish(memberIds: readonly number[], event: LiveEvent): void {
    this.sink?.toMembers(memberIds, event);
  }
}
