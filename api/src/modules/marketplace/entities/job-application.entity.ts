import { APPLICATION_STATUSES, type ApplicationStatus } from '@app/contracts';
import { Entity } from 'typeorm';
import {
  CreatedAtColumn,
  EnumColumn,
  IdColumn,
  OptionalDateTimeColumn,
  RefColumn,
} from '../../../core/database/columns';

/** A member of manpower applying for a job; once per job and applicant. */
@Entity('job_applications')
export class JobApplicationEntity {
  @IdColumn() id: number;
  @RefColumn() job_id: number;

  /** The job's owner, copied so the owner's received applications page by an index. */
  @RefColumn() owner_id: number;

  @RefColumn() applicant_id: number;

  /** Where the owner moved the application (APPLICATION_TRANSITIONS). */
  @EnumColumn(APPLICATION_STATUSES, { default: 'awaiting_review' }) status: ApplicationStatus;

  @OptionalDateTimeColumn() status_changed_at: Date | null;
  @CreatedAtColumn() created_at: Date;
}
