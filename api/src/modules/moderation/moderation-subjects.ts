import { Injectable } from '@nestjs/common';
import type { ModerationSubjectAdapter, ModerationSubjectKind } from './moderation.types';

/** The adapters the owning modules registered, one per kind of content. */
@Injectable()
export class ModerationSubjectsService {
  private readonly adapters = new Map<ModerationSubjectKind, ModerationSubjectAdapter>();

  register(kind: ModerationSubjectKind, adapter: ModerationSubjectAdapter): void {
    this.adapters.set(kind, adapter);
  }

  /** Every registered adapter (a ban hides the member's content of every kind). */
  all(): ModerationSubjectAdapter[] {
    return [...this.adapters.values()];
  }

  /** Undefined while no module has registered the kind (its content cannot be reported then). */
  get(kind: ModerationSubjectKind): ModerationSubjectAdapter | undefined {
    return this.adapters.get(kind);
  }
}
