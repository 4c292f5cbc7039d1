import {
  MARKETPLACE_SUBJECT_TYPES,
  REPORT_DETAILS_MAX_LENGTH,
  REPORT_REASONS,
  REPORT_SUBJECT_TYPES,
  type MarketplaceSubjectType,
  type ReportReason,
  type ReportSubjectType,
} from '@app/contracts';
import { Transform } from 'class-transformer';
import { IsDefined, IsIn, IsOptional } from 'class-validator';
import { RequiredId, TextUpTo } from '../../../core/http/fields';

/** POST reports. */
export class ReportDto {
  @IsDefined({ message: 'The subject type field is required.' })
  @IsIn([...REPORT_SUBJECT_TYPES, ...MARKETPLACE_SUBJECT_TYPES], {
    message: 'The selected subject type is invalid.',
  })
  subject_type: ReportSubjectType | MarketplaceSubjectType;

  @RequiredId('subject id') subject_id: number;

  @IsDefined({ message: 'The reason field is required.' })
  @IsIn(REPORT_REASONS, { message: 'The selected reason is invalid.' })
  reason: ReportReason;

  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() || undefined : value))
  @TextUpTo('details', REPORT_DETAILS_MAX_LENGTH)
  details?: string;
}
