/** The moderation module's public face: what other modules may import. */
export { ModerationModule } from './moderation.module';
export { ModerationService } from './moderation.service';
export type { ModerationSubjectAdapter, ModerationSubjectKind, ScreenVerdict } from './moderation.types';
