import {
  type MemberLanguage,
  POLICY_BINDING_LANGUAGE,
  type PolicySlug,
  type PublicPolicyPage,
  type StaffPolicyPage,
} from '@app/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type Repository, type SelectQueryBuilder } from 'typeorm';
import { AppConfig } from '../../core/config/app-config';
import { InvalidInputError, NotFoundError } from '../../core/errors/domain-error';
import { escapeLike } from '../../core/database/escape-like';
import type { PolicyPageInputDto } from './dto/content.dto';
import { PolicyPageEntity } from './entities/policy-page.entity';
import { sanitizePolicyHtml } from './html-sanitizer';
import { StaffContent } from './staff-content';
import { isDuplicateKey } from '../../core/database/duplicate-key';

export interface PolicyPageFilter {
  q: string;
}

const orEmpty = (value: string | null | undefined) => (value ?? '').trim();

/** Whether the page has a Hindi text: a Hindi title and body (the intro and description may be empty). */
const hasHindi = (row: PolicyPageEntity) => Boolean(row.title_hi && row.body_hi);

/**
 * The policy pages (decision 408): the member site reads one by its address in the reader's language,
 * English when the page has no text in it; staff edit both languages in the console.
 */
@Injectable()
export class PolicyPagesService extends StaffContent<
  PolicyPageEntity,
  StaffPolicyPage,
  PolicyPageInputDto,
  PolicyPageFilter
> {
  constructor(
    @InjectRepository(PolicyPageEntity) pages: Repository<PolicyPageEntity>,
    private readonly config: AppConfig,
  ) {
    super(pages, { alias: 'p', notFound: 'Page not found', ties: 'ASC' });
  }

  async publicShow(slug: string, asked: MemberLanguage): Promise<PublicPolicyPage> {
    const row = await this.rows.findOneBy({ slug: slug as PolicySlug });
    if (!row) throw new NotFoundError('Page not found');
    const hindi = asked === 'hi' && hasHindi(row);
    return {
      slug: row.slug,
      language: hindi ? 'hi' : 'en',
      asked,
      binding_language: POLICY_BINDING_LANGUAGE,
      title: hindi ? row.title_hi! : row.title_en,
      intro: hindi ? orEmpty(row.intro_hi) : row.intro_en,
      description: hindi ? orEmpty(row.description_hi) : row.description_en,
      body: hindi ? row.body_hi! : row.body_en,
      updated_at: row.updated_at.toISOString(),
    };
  }

  async create(input: PolicyPageInputDto): Promise<StaffPolicyPage> {
    const row = this.rows.create();
    this.apply(row, input);
    return this.toStaff(await this.save(row));
  }

  protected filter(qb: SelectQueryBuilder<PolicyPageEntity>, { q }: Partial<PolicyPageFilter>): void {
    if (typeof q === 'string' && q.trim()) {
      const like = `%${escapeLike(q.trim())}%`;
      qb.andWhere('(p.title_en LIKE :like OR p.title_hi LIKE :like OR p.slug LIKE :like)', { like });
    }
  }

  protected apply(row: PolicyPageEntity, input: PolicyPageInputDto): void {
    row.slug = input.slug;
    row.title_en = input.title_en;
    row.intro_en = orEmpty(input.intro_en);
    row.description_en = orEmpty(input.description_en);
    row.body_en = sanitizePolicyHtml(input.body_en);
    if (!row.body_en) throw new InvalidInputError({ body_en: ['The English body field is required.'] });
    const titleHi = orEmpty(input.title_hi);
    const bodyHi = sanitizePolicyHtml(input.body_hi ?? '');
    if (titleHi && !bodyHi)
      throw new InvalidInputError({
        body_hi: ['The Hindi body field is required when the Hindi title is given.'],
      });
    // Without a Hindi title and body the page has no Hindi text: its other Hindi fields go with it.
    const hindi = Boolean(titleHi && bodyHi);
    row.title_hi = hindi ? titleHi : null;
    row.body_hi = hindi ? bodyHi : null;
    row.intro_hi = hindi ? orEmpty(input.intro_hi) || null : null;
    row.description_hi = hindi ? orEmpty(input.description_hi) || null : null;
  }

  /** One row per address: a second page for a taken one is refused. */
  protected override async save(row: PolicyPageEntity): Promise<PolicyPageEntity> {
    try {
      return await this.rows.save(row);
    } catch (error) {
      if (isDuplicateKey(error)) throw new InvalidInputError({ slug: ['The slug has already been taken.'] });
      throw error;
    }
  }

  protected toStaff(row: PolicyPageEntity): StaffPolicyPage {
    return {
      id: row.id,
      slug: row.slug,
      title_en: row.title_en,
      intro_en: row.intro_en,
      description_en: row.description_en,
      body_en: row.body_en,
      title_hi: row.title_hi,
      intro_hi: row.intro_hi,
      description_hi: row.description_hi,
      body_hi: row.body_hi,
      public_url: `${this.config.PUBLIC_WEB_URL.replace(/\/+$/, '')}/${row.slug}`,
      created_at: row.created_at.toISOString(),
      updated_at: row.updated_at.toISOString(),
    };
  }
}
