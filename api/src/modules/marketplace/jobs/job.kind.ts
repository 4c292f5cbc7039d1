import type { Job } from '@app/contracts';
import { InvalidInputError } from '../../../core/errors/domain-error';
import { listingKind } from '../common/listing-kind';
import { listingText } from '../common/listing-moderation';
import { searchText } from '../common/search-text';
import { JobApplicationEntity } from '../entities/job-application.entity';
import { JobEntity } from '../entities/job.entity';
import { flag, hhmm, rupees } from '../marketplace.mappers';
import { MarketplaceErrors } from '../marketplace.errors';
import type { CreateJobDto, UpdateJobDto } from './job.dto';

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

function checkTimings(from: string | null, to: string | null): void {
  if (from && to && minutes(to) === minutes(from))
    throw new InvalidInputError({ job_timing_to: [MarketplaceErrors.timingOrder] });
}

const sent = <T>(value: T | undefined, current: T): T => (value !== undefined ? value : current);

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/**
 * Owners' jobs (no Elite needed; manpower apply: `JobsService.apply`). The place defaults to the owner's;
 * one photo (a new one replaces it); `is_closed` 1 closes the job (out of the feed, no more applications),
 * 0 reopens it. An application is the professional's relation to it; whoever the contact rule shows it to
 * sees the owner's mobile and e-mail (decision 113). Decisions 240 and 440.
 */
export const JOB = listingKind({
  subject: 'job',
  entity: JobEntity,
  contact: 'job',
  list: 'jobs',
  maxImages: 1,
  photo: 'replaced',
  notFound: MarketplaceErrors.jobNotFound,
  defaultPlace: 'owner',
  placeNames: false,
  feedWhere: 't.is_closed = 0',
  relation: { entity: JobApplicationEntity, listing: 'job_id', member: 'applicant_id' },
  owner: { contact: 'shown' },
  routing: { subject: 'job', due: (j) => !j.held_at && !j.is_closed },

  columns(input: CreateJobDto | UpdateJobDto, current) {
    // The place is the life cycle's; the rest are columns of the same names.
    // eslint-disable-next-line @typescript-eslint/no-unused-vars
    const { country_id, state_id, city_id, salary, is_closed, ...text } = input as UpdateJobDto;
    checkTimings(
      sent(text.job_timing_from, current?.job_timing_from ?? null) ?? null,
      sent(text.job_timing_to, current?.job_timing_to ?? null) ?? null,
    );
    // What a job is matched by changed: it is routed again to whoever matches now (decision 345).
    const matchChanged =
      !!current &&
      ((text.position !== undefined && text.position !== current.position) ||
        (salary !== undefined && salary !== current.salary_minor) ||
        (text.per !== undefined && text.per !== current.per) ||
        (city_id ?? current.city_id) !== current.city_id ||
        (is_closed === 0 && current.is_closed));
    return {
      ...stripUndefined(text),
      ...(salary !== undefined && { salary_minor: salary }),
      ...(is_closed !== undefined && { is_closed: is_closed === 1 }),
      ...(matchChanged && { routed_at: null }),
    } as Partial<JobEntity>;
  },

  title: (j) => j.title,

  /** Everything its owner wrote. */
  screenedText: (j) =>
    listingText(j.title, j.position, j.experience, j.location, j.description, j.other_benefits),

  searchText: (j, place) => searchText(j.title, j.position, j.location, place.city, place.state),

  toView(j, { images, own, owner, ownerContact, access, relatedId }): Job {
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
      photo: images[0]?.path ?? null,
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
        // 'shown': the owner, or a professional who applied (they see it under My applied jobs: decision 113).
        mobile_no: ownerContact?.mobile_no ?? null,
        email: ownerContact?.email ?? null,
      },
      relation: flag(relatedId !== null),
      my_application_id: relatedId,
      applications_count: own ? j.applications_count : 0,
      is_held: flag(!!j.held_at),
      is_expired: flag(!!j.expired_at),
      expires_at: j.expires_at?.toISOString() ?? null,
      contact_shown: j.contact_shown,
      contact_access: access,
    };
  },
});
