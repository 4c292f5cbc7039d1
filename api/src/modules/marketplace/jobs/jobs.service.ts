import { type ContactAccess, type Job, type JobAlert, type Page } from '@app/contracts';
import { Injectable } from '@nestjs/common';
import { Notifications } from '../../notifications';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { type DataSource, In, type Repository } from 'typeorm';
import {
  DomainError,
  ForbiddenError,
  InvalidInputError,
  NotFoundError,
} from '../../../core/errors/domain-error';
import { MemberDirectory, type MemberFacts } from '../../members';
import { ContactPolicy, contactAccess } from '../common/contact-policy';
import { ListingMedia } from '../common/listing-media';
import { ListingModeration, listingText } from '../common/listing-moderation';
import { ListingPlaces, type PlaceIds } from '../common/listing-places';
import type { UploadedFile } from '../common/listing-uploads';
import type { FeedQuery, ListQuery } from '../common/list-query.dto';
import { JOB_ROUTE } from '../leads/job-route';
import { LeadRouting } from '../leads/lead-routing';
import { ListingOwners } from '../common/owners';
import { asPage, pageById } from '../common/paging';
import { ReadMoreGate } from '../common/read-more-gate';
import { searchText } from '../common/search-text';
import { JobApplicationEntity } from '../entities/job-application.entity';
import { JobEntity } from '../entities/job.entity';
import { flag, hhmm, rupees } from '../marketplace.mappers';
import { MarketplaceTotals } from '../common/marketplace-totals';
import { MarketplaceErrors } from '../marketplace.errors';
import { ApplicationMails } from './application-mails';
import type { ApplyDto, CreateJobDto, UpdateJobDto } from './job.dto';

const SUBJECT = 'job';

/** The text of a job that moderation reads: everything its owner wrote. */
const jobText = (
  j: Pick<JobEntity, 'title' | 'position' | 'experience' | 'location' | 'description' | 'other_benefits'>,
) => listingText(j.title, j.position, j.experience, j.location, j.description, j.other_benefits);

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * Owners' jobs and manpower's applications. A closed job takes no applications; a held job is hidden
 * from everyone but its owner. `GET restaurants/job` answers the open jobs of all, and an owner their own
 * with `scope=mine` (decisions 076, 214).
 */
@Injectable()
export class JobsService {
  constructor(
    @InjectRepository(JobEntity) private readonly jobs: Repository<JobEntity>,
    @InjectRepository(JobApplicationEntity) private readonly applications: Repository<JobApplicationEntity>,
    @InjectDataSource() private readonly db: DataSource,
    private readonly media: ListingMedia,
    private readonly moderation: ListingModeration,
    private readonly owners: ListingOwners,
    private readonly members: MemberDirectory,
    private readonly places: ListingPlaces,
    private readonly mails: ApplicationMails,
    private readonly gate: ReadMoreGate,
    private readonly notifications: Notifications,
    private readonly totals: MarketplaceTotals,
    private readonly contactPolicy: ContactPolicy,
    private readonly routing: LeadRouting,
  ) {}

  /** Country, state and city default to the owner's (the seed: "from the logged-in user"). */
  async create(ownerId: number, input: CreateJobDto, files: UploadedFile[]): Promise<Job> {
    checkTimings(input.job_timing_from ?? null, input.job_timing_to ?? null);
    const owner = await this.members.facts(ownerId);
    if (!owner) throw new NotFoundError(MarketplaceErrors.notFound);
    const place = await this.places.resolve(
      { country_id: owner.country_id, state_id: owner.state_id, city_id: owner.city_id },
      input,
    );
    const images = await this.media.check(files);
    const search = await this.searchTextOf(input, place);
    const { job, stored } = await this.db.transaction(async (em) => {
      const job = await em.save(
        em.create(JobEntity, {
          user_id: ownerId,
          title: input.title,
          position: input.position,
          experience: input.experience ?? null,
          salary_minor: input.salary,
          per: input.per,
          job_timing_from: input.job_timing_from ?? null,
          job_timing_to: input.job_timing_to ?? null,
          location: input.location ?? null,
          description: input.description ?? null,
          other_benefits: input.other_benefits ?? null,
          ...place,
          search_text: search,
          contact_shown: input.contact_shown ?? 'elite',
          held_at: new Date(),
          updated_at: new Date(),
        }),
      );
      return { job, stored: await this.media.store(em, SUBJECT, job.id, images) };
    });
    await this.moderation.screenNew({
      subject: SUBJECT,
      id: job.id,
      authorId: ownerId,
      text: jobText(job),
      images: stored,
    });
    return this.view(ownerId, await this.jobs.findOneByOrFail({ id: job.id }));
  }

  /** The owner only. `is_closed` 1 closes the job (no more applications), 0 reopens it. */
  async update(ownerId: number, id: number, input: UpdateJobDto, files: UploadedFile[]): Promise<Job> {
    const job = await this.owned(ownerId, id);
    const { country_id, state_id, city_id, salary, is_closed, ...text } = input;
    checkTimings(
      text.job_timing_from !== undefined ? text.job_timing_from : job.job_timing_from,
      text.job_timing_to !== undefined ? text.job_timing_to : job.job_timing_to,
    );
    const place = await this.places.resolve(job, { country_id, state_id, city_id });
    const images = await this.media.check(files.slice(0, 1));
    const edited = { ...job, ...stripUndefined(text) };
    // What a job is matched by changed: it is routed again to whoever matches now (decision 345).
    const matchChanged =
      (text.position !== undefined && text.position !== job.position) ||
      (salary !== undefined && salary !== job.salary_minor) ||
      (text.per !== undefined && text.per !== job.per) ||
      place.city_id !== job.city_id ||
      (is_closed === 0 && job.is_closed);
    const textChanged = jobText(edited) !== jobText(job);
    const search = await this.searchTextOf(edited, place);
    const { stored, dropped } = await this.db.transaction(async (em) => {
      await em.update(JobEntity, id, {
        ...stripUndefined(text),
        ...place,
        ...(salary !== undefined && { salary_minor: salary }),
        ...(is_closed !== undefined && { is_closed: is_closed === 1 }),
        ...(matchChanged && { routed_at: null }),
        search_text: search,
        updated_at: new Date(),
      });
      const dropped = images.length ? await this.media.remove(em, SUBJECT, id) : [];
      return { stored: await this.media.store(em, SUBJECT, id, images), dropped };
    });
    await this.media.dropFiles(dropped);
    await this.moderation.screenEdit({
      subject: SUBJECT,
      id,
      authorId: ownerId,
      text: textChanged ? jobText(edited) : null,
      images: stored,
    });
    const saved = await this.jobs.findOneByOrFail({ id });
    if (matchChanged && !saved.held_at && !saved.is_closed) await this.routing.schedule('job', id);
    return this.view(ownerId, saved);
  }

  /**
   * `GET mp/manpowers/job-alerts` (decision 345): the jobs routed to the professional that are still open
   * (visible, not closed, not expired), newest alert first, by the `(member_id, id)` index; the page's
   * jobs then as every list reads them.
   */
  async alerts(memberId: number, query: ListQuery): Promise<Page<JobAlert>> {
    const open = `FROM job_leads l JOIN jobs t ON t.id = l.job_id WHERE l.member_id = ? AND ${JOB_ROUTE.open}`;
    const direction = query.order_by === 'asc' ? 'ASC' : 'DESC';
    const [page, [{ total }]]: [
      Array<{ job_id: number; created_at: Date }>,
      Array<{ total: number | string }>,
    ] = await Promise.all([
      this.db.query(`SELECT l.job_id, l.created_at ${open} ORDER BY l.id ${direction} LIMIT ? OFFSET ?`, [
        memberId,
        query.per_page,
        (query.page - 1) * query.per_page,
      ]),
      this.db.query(`SELECT COUNT(*) AS total ${open}`, [memberId]),
    ]);
    const rows = page.length ? await this.jobs.findBy({ id: In(page.map((p) => p.job_id)) }) : [];
    const byId = new Map(rows.map((j) => [j.id, j]));
    const ordered = page.flatMap((p) => byId.get(p.job_id) ?? []);
    const views = await this.views(ordered, memberId);
    const at = new Map(page.map((p) => [p.job_id, p.created_at]));
    const data = views.map((view): JobAlert => ({ ...view, alert_at: at.get(view.id)!.toISOString() }));
    return asPage(data, Number(total), query);
  }

  /**
   * `GET restaurants/job/{id}` (read-more): the owner, professionals who applied, and Elite members
   * (decision 115).
   */
  async get(viewerId: number, id: number): Promise<Job> {
    const job = await this.jobs.findOneBy({ id });
    if (!job || (job.held_at && job.user_id !== viewerId))
      throw new NotFoundError(MarketplaceErrors.jobNotFound);
    const view = await this.view(viewerId, job);
    await this.gate.check(viewerId, job.user_id, view.relation === 1);
    return view;
  }

  /**
   * `GET restaurants/job`: everyone's open jobs; an owner's own jobs (closed and held included) when a
   * member asks for `scope=mine` (decisions 076, 214).
   */
  async list(viewerId: number, query: FeedQuery): Promise<Page<Job>> {
    // Only owners create these rows: `mine` answers anyone else an empty page.
    const own = query.scope === 'mine';
    const qb = this.jobs.createQueryBuilder('j');
    if (own) qb.where('j.user_id = :viewerId', { viewerId });
    else qb.where('j.is_closed = 0').andWhere('j.held_at IS NULL').andWhere('j.expired_at IS NULL');
    const { rows, total } = await pageById(qb, 'j', query, own ? undefined : () => this.totals.of('jobs'));
    return asPage(await this.views(rows, viewerId), total, query);
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
    return this.view(applicantId, await this.jobs.findOneByOrFail({ id: jobId }));
  }

  /** The owner only; applications go with the job. */
  async remove(ownerId: number, id: number): Promise<void> {
    await this.owned(ownerId, id);
    await this.media.deleteListing(SUBJECT, id, JobEntity);
  }

  private async owned(ownerId: number, id: number): Promise<JobEntity> {
    const job = await this.jobs.findOneBy({ id });
    if (!job) throw new NotFoundError(MarketplaceErrors.jobNotFound);
    if (job.user_id !== ownerId) throw new ForbiddenError(MarketplaceErrors.notYours);
    return job;
  }

  private async view(viewerId: number, job: JobEntity): Promise<Job> {
    return (await this.views([job], viewerId))[0]!;
  }

  private async searchTextOf(
    job: Pick<JobEntity, 'title' | 'position'> & { location?: string | null },
    place: PlaceIds,
  ): Promise<string> {
    const names = await this.places.names([place]);
    return searchText(
      job.title,
      job.position,
      job.location,
      place.city_id ? names.cities.get(place.city_id) : null,
      place.state_id ? names.states.get(place.state_id) : null,
    );
  }

  private async views(rows: JobEntity[], viewerId: number): Promise<Job[]> {
    const ids = rows.map((j) => j.id);
    const [photos, owners, applied, viewer] = await Promise.all([
      this.media.of(SUBJECT, ids),
      this.owners.of(rows.map((j) => j.user_id)),
      ids.length
        ? this.applications.find({
            select: { id: true, job_id: true },
            where: { applicant_id: viewerId, job_id: In(ids) },
          })
        : [],
      this.contactPolicy.viewer(viewerId),
    ]);
    // The viewer's own applications only (one per job): their ids open the conversations about them.
    const myApplications = new Map(applied.map((a) => [a.job_id, a.id]));
    const appliedIds = new Set(myApplications.keys());
    return rows.map((j) => {
      const access = contactAccess('job', viewer, {
        ownerId: j.user_id,
        related: appliedIds.has(j.id),
        shown: j.contact_shown,
      });
      // 'shown': the owner, or a professional who applied (they see it under My applied jobs: decision 113).
      const owner = owners.get(j.user_id);
      const contact = access === 'shown' && owner ? { mobile_no: owner.mobile_no, email: owner.email } : null;
      return toJob(
        j,
        owner,
        photos.get(j.id)?.[0]?.path ?? null,
        viewerId,
        myApplications.get(j.id) ?? null,
        access,
        contact,
      );
    });
  }
}

function checkTimings(from: string | null, to: string | null): void {
  if (from && to && minutes(to) === minutes(from))
    throw new InvalidInputError({ job_timing_to: [MarketplaceErrors.timingOrder] });
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

function toJob(
  j: JobEntity,
  owner: MemberFacts | undefined,
  photo: string | null,
  viewerId: number,
  myApplicationId: number | null,
  access: ContactAccess,
  contact: { mobile_no: string | null; email: string } | null,
): Job {
  return {
    id: j.id,
    title: j.title,
    description: j.description,
    experience: j.experience,
    position: j.position,
    per: j.per === 1 ? 1 : 0,
    salary: rupees(j.salary_minor),
    job_timing_from: hhmm(j.job_timing_from),
    job_timing_to: hhmm(j.job_timing_to),
    location: j.location,
    other_benefits: j.other_benefits,
    photo,
    country_id: j.country_id,
    state_id: j.state_id,
    city_id: j.city_id,
    created_at: j.created_at.toISOString(),
    is_closed: flag(j.is_closed),
    restaurant: {
      user_id: j.user_id,
      name: owner?.full_name ?? null,
      business_name: owner?.business_name ?? null,
      photo: owner?.profile_photo ?? null,
      mobile_no: contact?.mobile_no ?? null,
      email: contact?.email ?? null,
    },
    relation: flag(myApplicationId !== null),
    my_application_id: myApplicationId,
    applications_count: j.user_id === viewerId ? j.applications_count : 0,
    is_held: flag(!!j.held_at),
    is_expired: flag(!!j.expired_at),
    expires_at: j.expires_at?.toISOString() ?? null,
    contact_shown: j.contact_shown,
    contact_access: access,
  };
}
