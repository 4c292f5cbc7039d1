import type { Job, JobAlert, Page } from '@app/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DataSource, In } from 'typeorm';
import { DomainError, InvalidInputError, NotFoundError } from '../../../core/errors/domain-error';
import { NotificationsService } from '../../notifications';
import { ListingLifecycleService } from '../common/listing-lifecycle';
import type { UploadedFile } from '../common/listing-uploads';
import type { FeedQuery, ListQuery } from '../common/list-query.dto';
import { ListingOwnersService } from '../common/owners';
import { asPage } from '../common/paging';
import { JobApplicationEntity } from '../entities/job-application.entity';
import { JobEntity } from '../entities/job.entity';
import { JOB_ROUTE } from '../leads/job-route';
import { openLeadsPage } from '../leads/open-leads';
import { MarketplaceErrors } from '../marketplace.errors';
import { ApplicationMailsService } from './application-mails';
import type { ApplyDto, CreateJobDto, UpdateJobDto } from './job.dto';
import { JOB } from './job.kind';

/**
 * Owners' jobs on the shared listing life cycle (the kind is declared in `job.kind.ts`), and manpower's
 * applications. A closed job takes no applications; a held job is hidden from everyone but its owner.
 * `GET restaurants/job` answers the open jobs of all, and an owner their own with `scope=mine`
 * (decisions 076, 214).
 */
@Injectable()
export class JobsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly listings: ListingLifecycleService,
    private readonly owners: ListingOwnersService,
    private readonly mails: ApplicationMailsService,
    private readonly notifications: NotificationsService,
  ) {}

  /** Country, state and city default to the owner's (the seed: "from the logged-in user"). */
  create(ownerId: number, input: CreateJobDto, files: UploadedFile[]): Promise<Job> {
    return this.listings.create(JOB, ownerId, input, files);
  }

  /** The owner only. `is_closed` 1 closes the job (no more applications), 0 reopens it. */
  update(ownerId: number, id: number, input: UpdateJobDto, files: UploadedFile[]): Promise<Job> {
    return this.listings.update(JOB, ownerId, id, input, files);
  }

  /**
   * `GET mp/manpowers/job-alerts` (decision 345): the jobs routed to the professional that are still open
   * (visible, not closed, not expired), newest alert first, by the `(member_id, id)` index; the page's
   * jobs then as every list reads them.
   */
  async alerts(memberId: number, query: ListQuery): Promise<Page<JobAlert>> {
    const { leads, total } = await openLeadsPage(this.db, JOB_ROUTE, memberId, query);
    const rows = leads.length
      ? await this.db.getRepository(JobEntity).findBy({ id: In(leads.map((lead) => lead.listingId)) })
      : [];
    const byId = new Map(rows.map((j) => [j.id, j]));
    const ordered = leads.flatMap((lead) => byId.get(lead.listingId) ?? []);
    const views = await this.listings.answers(JOB, memberId, ordered);
    const at = new Map(leads.map((lead) => [lead.listingId, lead.routedAt]));
    const data = views.map((view): JobAlert => ({ ...view, alert_at: at.get(view.id)!.toISOString() }));
    return asPage(data, total, query);
  }

  /**
   * `GET restaurants/job/{id}` (read-more): the owner, professionals who applied, and Elite members
   * (decision 115).
   */
  get(viewerId: number, id: number): Promise<Job> {
    return this.listings.get(JOB, viewerId, id);
  }

  /**
   * `GET restaurants/job`: everyone's open jobs; an owner's own jobs (closed and held included) when a
   * member asks for `scope=mine` (decisions 076, 214).
   */
  list(viewerId: number, query: FeedQuery): Promise<Page<Job>> {
    return this.listings.list(JOB, viewerId, query);
  }

  /** `POST mp/manpowers/apply-now-job/{id}`: once per job, only while it is open. */
  async apply(applicantId: number, jobId: number, input: ApplyDto): Promise<Job> {
    if (input.is_applied !== 1) throw new InvalidInputError({ is_applied: ['The is applied must be 1.'] });
    const { job, application } = await this.db.transaction(async (em) => {
      // The job's row lock orders applications against closing and against each other.
      const job = await em.findOne(JobEntity, { where: { id: jobId }, lock: { mode: 'pessimistic_write' } });
      if (!job || job.held_at) throw new NotFoundError(MarketplaceErrors.jobNotFound);
      // An expired job takes no applications, as a closed one (decision 348).
      if (job.is_closed || job.expired_at) throw new DomainError(409, MarketplaceErrors.jobClosed);
      if (await em.existsBy(JobApplicationEntity, { job_id: jobId, applicant_id: applicantId }))
        throw new DomainError(409, MarketplaceErrors.alreadyApplied);
      const application = await em.save(
        em.create(JobApplicationEntity, { job_id: jobId, owner_id: job.user_id, applicant_id: applicantId }),
      );
      await em.increment(JobEntity, { id: jobId }, 'applications_count', 1);
      return { job, application };
    });
    const people = await this.owners.of([job.user_id, applicantId]);
    const owner = people.get(job.user_id);
    const applicant = people.get(applicantId);
    if (owner && applicant) await this.mails.received(application.id, owner, applicant, job);
    await this.notifications.notify({
      recipientId: job.user_id,
      kind: 'application_received',
      actorId: applicantId,
      subject: { type: 'job', id: jobId },
      link: '/RecievedApp',
      excerpt: job.title,
    });
    // Not this.get(): the applicant reads the job they applied to whatever the read-more gate says.
    const applied = await this.db.getRepository(JobEntity).findOneByOrFail({ id: jobId });
    return this.listings.view(JOB, applicantId, applied);
  }

  /** The owner only; applications go with the job. */
  remove(ownerId: number, id: number): Promise<void> {
    return this.listings.remove(JOB, ownerId, id);
  }
}
