// The moderation module's public face: automatic checks of what members write and upload.
export { ModerationModule } from './moderation.module';
export { ModerationService } from './moderation.service';
export { MemberRestrictionsService } from './member-restrictions.service';
export type {
  ModerationSubjectAdapter,
  ModerationSubjectKind,
  ScreenVerdict,
  SubjectSnapshot,
} from './moderation.types';
// The review queue's bounded counts, for the console's dashboard (modules/operations).
export { ReviewViewsService } from './review-views.service';
// Staff hiding content from a list of their own, through the queue's decision (statement of reasons, appeal).
export { StaffTakedownsService, type StaffTakedown } from './staff-takedowns.service';
// Members' reports, for modules that check who may report their content first (conversations' messages).
export { ReportsService, type ReportInput } from './reports.service';
