import {
  MARKETPLACE_SUBJECT_TYPES,
  REPORT_DETAILS_MAX_LENGTH,
  REPORT_REASONS,
  REPORT_SUBJECT_TYPES,
  type MarketplaceSubjectType,
  type ReportReason,
  type ReportSubjectType,
} from '@app/contracts';
import { Transform, Type } from 'class-transformer';
import { IsDefined, IsIn, IsInt, IsOptional, IsString, MaxLength, Min } from 'class-validator';

/** POST reports. */
export class ReportDto {
  @IsDefined({ message: 'The subject type field is required.' })
  @IsIn([...REPORT_SUBJECT_TYPES, ...MARKETPLACE_SUBJECT_TYPES], {
    message: 'The selected subject type is invalid.',
  })
  subject_type: ReportSubjectType | MarketplaceSubjectType;

  @IsDefined({ message: 'The subject id field is required.' })
  @Type(() => Number)
  @IsInt({ message: 'The subject id must be an integer.' })
  @Min(1, { message: 'The selected subject id is invalid.' })
  subject_id: number;

  @IsDefined({ message: 'The reason field is required.' })
  @IsIn(REPORT_REASONS, { message: 'The selected reason is invalid.' })
  reason: ReportReason;

  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() || undefined : value))
  @IsString({ message: 'The details must be a string.' })
  @MaxLength(REPORT_DETAILS_MAX_LENGTH, {
    message: `The details may not be greater than ${REPORT_DETAILS_MAX_LENGTH} characters.`,
  })
  details?: string;
}
