import type { ConversationMessage, ReadState } from '@app/contracts';
import { Injectable } from '@nestjs/common';

/** What reaches a member's open pages at once (decision 272). */
export type LiveEvent =
  | { type: 'message'; message: ConversationMessage }
  | { type: 'read'; read: ReadState & { reader_id: number } };

/** Where live events go: the channel gateway plugs in here; without one (the worker, the CLI) they are dropped. */
export interface LiveSink {
  toMembers(memberIds: readonly number[], event: LiveEvent): void;
}

/**
 * The services' side of the live channel: they say what happened to whom, the gateway delivers it to every
 * API process through the Redis adapter. A page that missed an event asks for it by id (`after`), so a lost
 * event is never lost data.
 */
@Injectable()
export class ConversationLive {
  private sink: LiveSink | null = null;

  attach(sink: LiveSink): void {
    this.sink = sink;
  }

  publish(memberIds: readonly number[], event: LiveEvent): void {
    this.sink?.toMembers(memberIds, event);
  }
}
