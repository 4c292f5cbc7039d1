import {
  APPLICATION_STATUS_TEXT,
  APPLICATION_TRANSITIONS,
  type ApplicationStatus,
  type AppliedJob,
  ManpowerMessages,
  type Page,
  type ReceivedApplication,
} from '@app/contracts';
import { Injectable } from '@nestjs/common';
import { NotificationsService } from '../../notifications';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DataSource, In } from 'typeorm';
import { InvalidInputError, NotFoundError } from '../../../core/errors/domain-error';
import type { ListQuery } from '../common/list-query.dto';
import { ListingOwnersService } from '../common/owners';
import { asPage, pageById } from '../common/paging';
import { JobApplicationEntity } from '../entities/job-application.entity';
import { JobEntity } from '../entities/job.entity';
import { ManpowerProfilesService } from '../manpower/manpower-profiles.service';
import { flag } from '../marketplace.mappers';
import { ApplicationMailsService } from './application-mails';

const statusOf = (a: JobApplicationEntity) => ({
  status: a.status,
  status_text: APPLICATION_STATUS_TEXT[a.status],
});

/**
 * Applications as their two sides see them: the owner's received applications and the pipeline
 * (Awaiting review → Reviewed → Contacted → Hired / Rejected, decision 112), and the professional's
 * applied jobs with the restaurant's contacts (decision 113).
 */
@Injectable()
export class ApplicationsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly owners: ListingOwnersService,
    private readonly manpower: ManpowerProfilesService,
    private readonly mails: ApplicationMailsService,
    private readonly notifications: NotificationsService,
  ) {}

  /**
   * `GET restaurants/received-application`: applications to the owner's jobs, newest first, with the
   * applicant's name, e-mail and mobile (shown to the job's owner only), the status, and whether
   * there is a resume to download.
   */
  async received(ownerId: number, query: ListQuery): Promise<Page<ReceivedApplication>> {
    const qb = this.db
      .getRepository(JobApplicationEntity)
      .createQueryBuilder('a')
      .where('a.owner_id = :ownerId', { ownerId });
    const { rows, total } = await pageById(qb, 'a', query);
    const jobIds = [...new Set(rows.map((a) => a.job_id))];
    const applicantIds = rows.map((a) => a.applicant_id);
    const [jobs, applicants, profiles] = await Promise.all([
      jobIds.length
        ? this.db
            .getRepository(JobEntity)
            .find({ select: { id: true, title: true }, where: { id: In(jobIds) } })
        : [],
      this.owners.of(applicantIds),
      this.manpower.summaries(applicantIds),
    ]);
    const titles = new Map(jobs.map((j) => [j.id, j.title]));
    const data = rows.flatMap((a): ReceivedApplication[] => {
      const applicant = applicants.get(a.applicant_id);
      if (!applicant || !titles.has(a.job_id)) return [];
      return [
        {
          id: a.id,
          job_id: a.job_id,
          title: titles.get(a.job_id)!,
          manpower: { name: applicant.full_name, email: applicant.email, mobile_no: applicant.mobile_no },
          user: { id: applicant.id, full_name: applicant.full_name, profile_photo: applicant.profile_photo },
          created_at: a.created_at.toISOString(),
          ...statusOf(a),
          has_resume: profiles.get(a.applicant_id)?.has_resume ?? 0,
        },
      ];
    });
    return asPage(data, total, query);
  }

  /**
   * `POST restaurants/received-application/{id}/status`: the job's owner moves an application along
   * APPLICATION_TRANSITIONS. Moving to the status it has is a no-op (no second mail); any other move not
   * allowed from there is a 422. Another owner's application is a 404. The candidate is mailed.
   */
  async changeStatus(ownerId: number, id: number, status: ApplicationStatus) {
    const { application, changed } = await this.db.transaction(async (em) => {
      const application = await em.findOne(JobApplicationEntity, {
        where: { id, owner_id: ownerId },
        lock: { mode: 'pessimistic_write' },
      });
      if (!application) throw new NotFoundError(ManpowerMessages.applicationNotFound);
      if (application.status === status) return { application, changed: false };
      if (!APPLICATION_TRANSITIONS[application.status].includes(status))
        throw new InvalidInputError({ status: [ManpowerMessages.badTransition] });
      application.status = status;
      application.status_changed_at = new Date();
      await em.update(JobApplicationEntity, id, {
        status,
        status_changed_at: application.status_changed_at,
      });
      return { application, changed: true };
    });
    if (changed) {
      await this.notifications.notify({
        recipientId: application.applicant_id,
        kind: 'application_updated',
        actorId: ownerId,
        subject: { type: 'job_application', id },
        link: '/ManpowerListings/MyAppliedJobs',
        detail: APPLICATION_STATUS_TEXT[status],
      });
      const [job, people] = await Promise.all([
        this.db
          .getRepository(JobEntity)
          .findOne({ select: { id: true, title: true }, where: { id: application.job_id } }),
        this.owners.of([application.applicant_id, ownerId]),
      ]);
      const applicant = people.get(application.applicant_id);
      if (job && applicant)
        await this.mails.statusChanged(id, status, applicant, {
          title: job.title,
          business_name: people.get(ownerId)?.business_name ?? null,
        });
    }
    return {
      id: application.id,
      job_id: application.job_id,
      ...statusOf(application),
      status_changed_at: application.status_changed_at?.toISOString() ?? null,
    };
  }

  /**
   * `GET mp/manpowers/my-requirement-actions` (My applied jobs): the professional's applications, newest
   * first, with the job, where it stands, and the restaurant's name, business name, mobile and e-mail
   * (shown because the member applied: decision 113). Pages by (applicant_id, id).
   */
  async applied(applicantId: number, query: ListQuery): Promise<Page<AppliedJob>> {
    const qb = this.db
      .getRepository(JobApplicationEntity)
      .createQueryBuilder('a')
      .where('a.applicant_id = :applicantId', { applicantId });
    const { rows, total } = await pageById(qb, 'a', query);
    const jobIds = [...new Set(rows.map((a) => a.job_id))];
    const [jobs, owners] = await Promise.all([
      jobIds.length
        ? this.db.getRepository(JobEntity).find({
            select: { id: true, title: true, position: true, is_closed: true },
            where: { id: In(jobIds) },
          })
        : [],
      this.owners.of(rows.map((a) => a.owner_id)),
    ]);
    const byId = new Map(jobs.map((j) => [j.id, j]));
    const data = rows.flatMap((a): AppliedJob[] => {
      const job = byId.get(a.job_id);
      const owner = owners.get(a.owner_id);
      if (!job || !owner) return [];
      return [
        {
          id: a.id,
          job_id: job.id,
          title: job.title,
          position: job.position,
          is_closed: flag(job.is_closed),
          restaurant: {
            user_id: owner.id,
            name: owner.full_name,
            business_name: owner.business_name,
            mobile_no: owner.mobile_no,
            email: owner.email,
          },
          ...statusOf(a),
          created_at: a.created_at.toISOString(),
          status_changed_at: a.status_changed_at?.toISOString() ?? null,
        },
      ];
    });
    return asPage(data, total, query);
  }
}
