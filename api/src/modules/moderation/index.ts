// The moderation module's public face: automatic checks of what members write and upload.
export { ModerationModule } from './moderation.module';
export { ModerationService } from './moderation.service';
export { MemberRestrictions } from './member-restrictions.service';
export type {
  ModerationSubjectAdapter,
  ModerationSubjectKind,
  ScreenVerdict,
  SubjectSnapshot,
} from './moderation.types';
