import { Injectable } from '@nestjs/common';
import type { ImageScreenRequest, ModerationSubjectAdapter, ModerationSubjectKind, ScreenVerdict, TextScreenRequest } from './moderation.types';

/**
 * Automatic checks and the review queue. SKELETON: the interface the content modules call; the checks
 * (watched words, perceptual-hash blocklist), reports and review items are being filled in.
 */
@Injectable()
export class ModerationService {
  private readonly adapters = new Map<ModerationSubjectKind, ModerationSubjectAdapter>();

  /** Called once per kind by the owning module (onModuleInit). */
  registerSubject(kind: ModerationSubjectKind, adapter: ModerationSubjectAdapter): void {
    this.adapters.set(kind, adapter);
  }

  /** Screens new or edited text synchronously; records a review item when it trips a check. */
  async screenText(_request: TextScreenRequest): Promise<ScreenVerdict> {
    return { hold: false, reasons: [] };
  }

  /** Screens a stored image; records a review item when it matches a blocked image. */
  async screenImage(_request: ImageScreenRequest): Promise<ScreenVerdict> {
    return { hold: false, reasons: [] };
  }
}
