import {
  type JobWants,
  type ManpowerCard,
  ManpowerMessages,
  type ManpowerProfile,
  type MemberManpower,
  type Page,
  UserType,
} from '@app/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { ForbiddenError, InvalidInputError, NotFoundError } from '../../../core/errors/domain-error';
import { toPage } from '../../../core/http/page';
import { type MemberCard, MemberDirectory, type MemberFacts } from '../../members';
import { ContactPolicyService, type ContactViewer, contactAccess } from '../common/contact-policy';
import { ElitePolicyService } from '../common/elite-policy';
import type { ListQuery } from '../common/list-query.dto';
import { joinedCityRef, ListingPlacesService, namedRef } from '../common/listing-places';
import { MarketplaceTotalsService } from '../common/marketplace-totals';
import { asPage } from '../common/paging';
import { PROMOTED_CANDIDATES } from '../common/promoted';
import { PromotedMembersService } from '../common/promoted-members';
import { ContactRevealsService } from '../contacts/contact-reveals.service';
import { toDirectoryCard } from '../directory/member-directory.service';
import { JobApplicationEntity } from '../entities/job-application.entity';
import { ManpowerProfileEntity } from '../entities/manpower-profile.entity';
import { flag } from '../marketplace.mappers';
import { positionKey } from '../leads/job-match';
import { writeJobTargets } from '../leads/lead-targets';
import { MarketplaceErrors } from '../marketplace.errors';
import type { ManpowerProfileDto, PromotedQuery } from './manpower-profile.dto';
import { ResumeFilesService } from './resume-files';

/** The profile columns `POST mp/manpowers/{id}` writes, by the seed's field names. */
const PROFILE_COLUMNS = {
  type: 'category',
  business_category: 'business_category',
  qualification: 'qualification',
  experience: 'experience',
  comments: 'comments',
  native_city_id: 'native_city_id',
} as const;

/** "Karan Singh Joshi" → first name "Karan Singh", last name "Joshi"; one word is not a full name. */
function splitName(name: string): { first_name: string; last_name: string } {
  const words = name.split(/\s+/).filter(Boolean);
  if (words.length < 2) throw new InvalidInputError({ name: ['Please give your first and last name.'] });
  const last = words.pop()!;
  if (words.join(' ').length > 100 || last.length > 100)
    throw new InvalidInputError({
      name: ['The first and the last name may have at most 100 characters each.'],
    });
  return { first_name: words.join(' '), last_name: last };
}

/** How a viewer stands to a professional: themself, an owner they applied to, or anyone else. */
type Standing = 'self' | 'employer' | 'other';

/**
 * Restaurant professionals' profiles (user_type 8): the seed's fields beside the member account, the
 * private resume, the directory and the promoted list. Accounts calls `prepareResume` from `POST
 * users/{id}` and `summaries` for the `manpower` of GET user.
 */
@Injectable()
export class ManpowerProfilesService {
  constructor(
    @InjectRepository(ManpowerProfileEntity) private readonly profiles: Repository<ManpowerProfileEntity>,
    @InjectRepository(JobApplicationEntity) private readonly applications: Repository<JobApplicationEntity>,
    private readonly members: MemberDirectory,
    private readonly places: ListingPlacesService,
    private readonly elite: ElitePolicyService,
    private readonly promotedMembers: PromotedMembersService,
    private readonly resumes: ResumeFilesService,
    private readonly totals: MarketplaceTotalsService,
    private readonly contactPolicy: ContactPolicyService,
    private readonly reveals: ContactRevealsService,
  ) {}

  /** `GET mp/manpowers/my-profile`: the member's own profile, contact details and resume included. */
  async mine(userId: number): Promise<ManpowerProfile> {
    return this.view(userId, 'self');
  }

  /**
   * `GET mp/manpowers/{id}` (read more): Elite members, the professional themself, and owners they
   * applied to (who also see contact details and the resume; decision 110). Others get 403 with the
   * seed's text; a member who is not a professional is a 404.
   */
  async detail(viewerId: number, id: number): Promise<ManpowerProfile> {
    const standing = await this.standing(viewerId, id);
    if (standing === 'other') await this.elite.requireElite(viewerId);
    return this.view(id, standing, await this.contactPolicy.viewer(viewerId));
  }

  /** `POST mp/manpowers/{id}`: the member's own profile only; the place must nest. */
  async update(viewerId: number, id: number, input: ManpowerProfileDto): Promise<ManpowerProfile> {
    if (viewerId !== id) throw new ForbiddenError(ManpowerMessages.notYourProfile);
    const member = await this.professional(id);
    const names = input.name !== undefined ? splitName(input.name) : {};
    const place = await this.places.resolve(
      { country_id: member.country_id, state_id: member.state_id, city_id: member.city_id },
      { country_id: input.country_id, state_id: input.state_id, city_id: input.current_city_id },
    );
    if (input.native_city_id) {
      const known = await this.places.names([
        { country_id: null, state_id: null, city_id: input.native_city_id },
      ]);
      if (!known.cities.has(input.native_city_id))
        throw new InvalidInputError({ native_city_id: ['The selected native city id is invalid.'] });
    }
    const wants = await this.checkWants(input);
    const columns: Partial<ManpowerProfileEntity> = {};
    for (const [field, column] of Object.entries(PROFILE_COLUMNS)) {
      const value = input[field as keyof typeof PROFILE_COLUMNS];
      if (value !== undefined) Object.assign(columns, { [column]: value });
    }
    await this.members.updateProfileBasics(id, {
      ...names,
      address: input.address,
      gst_no: input.gst_no,
      country_id: place.country_id ?? undefined,
      state_id: place.state_id ?? undefined,
      city_id: place.city_id ?? undefined,
    });
    if (input.cv_consent !== undefined) {
      // The time of the first consent is kept while it holds; withdrawing clears it (decision 211).
      const current = await this.profiles.findOne({
        select: { cv_consent_at: true },
        where: { user_id: id },
      });
      columns.cv_consent_at = input.cv_consent === 1 ? (current?.cv_consent_at ?? new Date()) : null;
    }
    await this.profiles.manager.transaction(async (em) => {
      await em.upsert(ManpowerProfileEntity, { ...columns, ...wants, user_id: id, updated_at: new Date() }, [
        'user_id',
      ]);
      // The job routing rows follow the wants and, for the default city, the member's city (decision 345).
      if (wants || input.current_city_id !== undefined) {
        const saved = await em.findOneByOrFail(ManpowerProfileEntity, { user_id: id });
        await writeJobTargets(em, id, {
          positions: (saved.wanted_positions ?? []).map(positionKey).filter(Boolean),
          cityIds: saved.wanted_city_ids ?? [],
          ownCityId: place.city_id ?? member.city_id ?? null,
          minSalaryMinor: saved.min_salary_minor ?? 0,
        });
      }
    });
    return this.view(id, 'self');
  }

  /** The job-alert columns the form sent (checked: known cities), or null when it sent none. */
  private async checkWants(
    input: ManpowerProfileDto,
  ): Promise<Partial<
    Pick<ManpowerProfileEntity, 'wanted_positions' | 'wanted_city_ids' | 'min_salary_minor'>
  > | null> {
    const out: Partial<
      Pick<ManpowerProfileEntity, 'wanted_positions' | 'wanted_city_ids' | 'min_salary_minor'>
    > = {};
    if (input.wanted_positions !== undefined) {
      if (input.wanted_positions.some((p) => !positionKey(p)))
        throw new InvalidInputError({
          wanted_positions: ['Each wanted position must have a letter or a digit.'],
        });
      out.wanted_positions = input.wanted_positions;
    }
    if (input.wanted_city_ids !== undefined) {
      const cities = input.wanted_city_ids;
      if (cities.length) {
        const known = await this.places.names(
          cities.map((city_id) => ({ country_id: null, state_id: null, city_id })),
        );
        if (cities.some((c) => !known.cities.has(c)))
          throw new InvalidInputError({ wanted_city_ids: [MarketplaceErrors.unknownPlace] });
      }
      out.wanted_city_ids = cities;
    }
    if (input.min_salary !== undefined) out.min_salary_minor = input.min_salary;
    return Object.keys(out).length ? out : null;
  }

  /**
   * Checks a resume sent with `POST users/{id}` (professionals only; a PDF by content, at most 5 MB) and
   * answers the write to run once the rest of the form passed: the new file replaces the old one.
   */
  async prepareResume(userId: number, userType: UserType, buffer: Buffer): Promise<() => Promise<void>> {
    if (userType !== UserType.Manpower)
      throw new InvalidInputError({ resume: [ManpowerMessages.resumeOnlyManpower] });
    await this.resumes.check(buffer);
    return async () => {
      const old = await this.profiles.findOneBy({ user_id: userId });
      const stored = await this.resumes.store(userId, buffer);
      const now = new Date();
      await this.profiles.upsert(
        {
          user_id: userId,
          resume_key: stored.key,
          resume_size: stored.size,
          resume_uploaded_at: now,
          updated_at: now,
        },
        ['user_id'],
      );
      await this.resumes.drop(old?.resume_key ?? null);
    };
  }

  /** The resume file, for the professional and the owners they applied to; 404 for everyone else. */
  async resume(viewerId: number, id: number) {
    const standing = await this.standing(viewerId, id, false);
    const profile = await this.profiles.findOneBy({ user_id: id });
    // Others: an owner who revealed the CV while the professional consents (decision 211); withdrawing the
    // consent closes the file again.
    if (standing === 'other' && !(profile?.cv_consent_at && (await this.reveals.revealedCv(viewerId, id))))
      throw new NotFoundError(ManpowerMessages.resumeNotFound);
    return this.resumes.open(profile?.resume_key ?? null);
  }

  /** Whether `applicantId` applied to one of `ownerId`'s jobs: one probe of (applicant_id, owner_id). */
  async appliedTo(ownerId: number, applicantId: number): Promise<boolean> {
    return this.applications.existsBy({ applicant_id: applicantId, owner_id: ownerId });
  }

  /**
   * The public part of each professional's profile, keyed by user id (no profile → absent). One query,
   * plain SQL with the native city's name joined (every profile and members page asks: decision 194).
   */
  async summaries(userIds: readonly number[]): Promise<Map<number, MemberManpower>> {
    const out = new Map<number, MemberManpower>();
    if (!userIds.length) return out;
    const rows: SummaryRow[] = await this.profiles.query(
      `SELECT p.user_id, p.category, p.business_category, p.qualification, p.experience, p.comments,
              p.native_city_id, c.name AS native_city_name, p.resume_key IS NOT NULL AS has_resume, p.updated_at
       FROM manpower_profiles p LEFT JOIN cities c ON c.id = p.native_city_id
       WHERE p.user_id IN (?)`,
      [[...new Set(userIds)]],
    );
    for (const r of rows)
      out.set(r.user_id, {
        id: r.user_id,
        type: r.category,
        business_category: r.business_category,
        qualification: r.qualification,
        experience: r.experience,
        comments: r.comments,
        native_city: joinedCityRef(r.native_city_id, r.native_city_name),
        has_resume: flag(!!r.has_resume),
        updated_at: r.updated_at.toISOString(),
      });
    return out;
  }

  /** `GET mp/manpowers`: professionals' cards, newest member first, with category and experience. */
  async directory(query: ListQuery): Promise<Page<ManpowerCard>> {
    const [members, total] = await Promise.all([
      this.members.pageOfType(
        UserType.Manpower,
        query.page,
        query.per_page,
        query.order_by === 'asc' ? 'ASC' : 'DESC',
      ),
      this.totals.of(`members:${UserType.Manpower}`),
    ]);
    const profiles = await this.summaries(members.map((m) => m.id));
    const cards = members.map((m) => toCard(m, profiles.get(m.id)));
    return asPage(cards, total, query);
  }

  /**
   * `GET mp/promotemanpowers`: the promoted professionals (decision 114), ranked from the most recently
   * updated profiles (a bounded set read by the updated_at index). Four queries whatever the page: the
   * candidates, PromotedMembersService.rank's two and the page's cards.
   */
  async promoted(query: PromotedQuery): Promise<Page<ManpowerCard>> {
    const candidates = await this.profiles.find({
      select: { user_id: true, updated_at: true, category: true, experience: true },
      order: { updated_at: 'DESC' },
      take: PROMOTED_CANDIDATES,
    });
    const ranked = await this.promotedMembers.rank(
      UserType.Manpower,
      candidates.map((row) => ({ userId: row.user_id, updatedAt: row.updated_at, row })),
    );
    const start = (query.page - 1) * query.per_page;
    const shown = ranked.slice(start, start + query.per_page);
    const members = await this.members.cards(shown.map(({ candidate }) => candidate.userId));
    const cards = shown.flatMap(({ candidate: { userId, row }, elite }) => {
      const card = members.get(userId);
      if (!card) return [];
      const profile = { type: row.category, experience: row.experience };
      return [{ ...toCard({ ...card, business_name: null }, profile), is_elite: flag(elite) }];
    });
    return toPage(cards, ranked.length, query.page, query.per_page);
  }

  /** Self, employer (an owner the professional applied to) or other; 404 for anyone not a professional. */
  private async standing(viewerId: number, id: number, mustExist = true): Promise<Standing> {
    if (viewerId === id) return 'self';
    if (await this.appliedTo(viewerId, id)) return 'employer';
    if (mustExist) {
      const member = (await this.members.cards([id])).get(id);
      if (!member || member.user_type !== UserType.Manpower)
        throw new NotFoundError(ManpowerMessages.profileNotFound);
    }
    return 'other';
  }

  private async professional(id: number): Promise<MemberFacts> {
    const member = await this.members.facts(id);
    if (!member || member.user_type !== UserType.Manpower || member.banned)
      throw new NotFoundError(ManpowerMessages.profileNotFound);
    return member;
  }

  /** The professional's job wants with the cities' names (cities no longer listed are left out). */
  private async wantsOf(profile: ManpowerProfileEntity | null): Promise<JobWants> {
    const cityIds = profile?.wanted_city_ids ?? [];
    const names = cityIds.length
      ? (await this.places.names(cityIds.map((city_id) => ({ country_id: null, state_id: null, city_id }))))
          .cities
      : new Map<number, string>();
    return {
      positions: profile?.wanted_positions ?? [],
      cities: cityIds.flatMap((id) => (names.has(id) ? [{ id, name: names.get(id)! }] : [])),
      min_salary: profile?.min_salary_minor == null ? null : profile.min_salary_minor / 100,
    };
  }

  /** The profile as `standing` may see it: contacts and the resume for the member and their employers. */
  private async view(id: number, standing: Standing, viewer?: ContactViewer): Promise<ManpowerProfile> {
    const [member, profile] = await Promise.all([
      this.professional(id),
      this.profiles.findOneBy({ user_id: id }),
    ]);
    const names = profile?.native_city_id
      ? (await this.places.names([{ country_id: null, state_id: null, city_id: profile.native_city_id }]))
          .cities
      : new Map<number, string>();
    const trusted = standing !== 'other';
    const hasResume = !!profile?.resume_key;
    return {
      id,
      user_id: id,
      name: member.full_name,
      type: profile?.category ?? null,
      business_category: profile?.business_category ?? null,
      qualification: profile?.qualification ?? null,
      experience: profile?.experience ?? null,
      comments: profile?.comments ?? null,
      photo: member.profile_photo,
      email: trusted ? member.email : null,
      mobile_no: trusted ? member.mobile_no : null,
      address: trusted ? member.address : null,
      gst_no: trusted ? member.gst_no : null,
      country: member.country,
      state: member.state,
      native_city: namedRef(profile?.native_city_id ?? null, names),
      current_city: member.city,
      blue_tick: member.blue_tick,
      has_resume: flag(hasResume),
      resume: trusted && hasResume ? `mp/manpowers/${id}/resume` : null,
      updated_at: profile?.updated_at.toISOString() ?? null,
      user_type_text: 'Manpower',
      user: {
        full_name: member.full_name,
        first_name: member.first_name,
        last_name: member.last_name,
        profile_photo: member.profile_photo,
      },
      cv_consent: flag(!!profile?.cv_consent_at),
      job_wants: standing === 'self' && !viewer ? await this.wantsOf(profile) : null,
      // The member's own reads (no viewer given) see their contact.
      contact_access: viewer
        ? contactAccess('cv', viewer, {
            ownerId: id,
            related: standing === 'employer',
            shown: profile?.cv_consent_at ? 'elite' : 'after_trade',
          })
        : 'shown',
    };
  }
}

/** A directory card (public fields only) with the professional's category and experience. */
function toCard(
  m: MemberCard & { business_name: string | null },
  profile: Pick<MemberManpower, 'type' | 'experience'> | undefined,
): ManpowerCard {
  return { ...toDirectoryCard(m), type: profile?.type ?? null, experience: profile?.experience ?? null };
}

/** A profile's public columns as summaries reads them, with its native city's name (null: no such city). */
type SummaryRow = Pick<
  ManpowerProfileEntity,
  | 'user_id'
  | 'category'
  | 'business_category'
  | 'qualification'
  | 'experience'
  | 'comments'
  | 'native_city_id'
  | 'updated_at'
> & { native_city_name: string | null; has_resume: number };
