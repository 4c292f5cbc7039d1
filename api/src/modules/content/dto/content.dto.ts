import {
  BLOG_STATUSES,
  type BlogStatus,
  CONTENT_LIMITS,
  MEMBER_LANGUAGES,
  type MemberLanguage,
  PODCAST_SERIES,
  type PodcastSeries,
  POLICY_LIMITS,
  POLICY_SLUGS,
  type PolicySlug,
} from '@app/contracts';
import {
  IsDateString,
  IsDefined,
  IsIn,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUrl,
  Matches,
  MaxLength,
  ValidateIf,
} from 'class-validator';
import { Trim, TrimToNull } from '../../../core/http/transforms';
import {
  ClearableText,
  DefinedText,
  OptionalFlag,
  OptionalText,
  OptionalWholeNumber,
  TextUpTo,
  WholeNumberParam,
} from '../../../core/http/fields';
import { applyDecorators } from '@nestjs/common';

/** A key of an image uploaded through POST admin-api/content-images. */
export const CONTENT_IMAGE_KEY = /^content\/[A-Za-z0-9_-]+\.jpg$/;

/** An optional key of an image uploaded in the console; sent empty it is null (no image). */
const ContentImage = (field: string) =>
  applyDecorators(
    IsOptional(),
    TrimToNull(),
    Matches(CONTENT_IMAGE_KEY, { message: `The ${field} must be an image uploaded in the console.` }),
  );

/** An optional http(s) link of at most linkMax characters, trimmed; sent empty it stays empty (no address). */
const Link = () =>
  applyDecorators(
    ValidateIf((_o, value) => value !== ''),
    IsUrl(
      { protocols: ['http', 'https'], require_protocol: true },
      { message: 'The link must be an http(s) address.' },
    ),
    OptionalText('link', CONTENT_LIMITS.linkMax),
  );
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** ?order=desc, and the page of a public list. */
export class PublicListQuery {
  @IsOptional()
  @IsIn(['asc', 'desc'], { message: 'The order must be asc or desc.' })
  order?: 'asc' | 'desc';

  @OptionalText('search', CONTENT_LIMITS.searchMax) search?: string;

  @OptionalWholeNumber('page', 1, 10_000) page?: number;

  @OptionalWholeNumber('per page', 1, CONTENT_LIMITS.maxPerPage) per_page?: number;
}

/** GET readall-podcasts: `title` names a series (seeds: the series page asks by series title). */
export class PodcastListQuery extends PublicListQuery {
  @OptionalText('title', CONTENT_LIMITS.searchMax) title?: string;
}

export class ContentIdParam {
  @WholeNumberParam('id') id: number;
}

/** The file name of a stored content image (`content/{name}`). */
export class ContentImageNameParam {
  @Matches(/^[A-Za-z0-9_-]{1,64}\.jpg$/, { message: 'name must be the file name of a content image' })
  name: string;
}

export class PodcastInputDto {
  @DefinedText('title', CONTENT_LIMITS.titleMax) title: string;

  @IsDefined({ message: 'The series field is required.' })
  @IsIn(PODCAST_SERIES, { message: `The series must be one of: ${PODCAST_SERIES.join(', ')}.` })
  series: PodcastSeries;

  @OptionalText('description', CONTENT_LIMITS.descriptionMax) description?: string | null;

  @ContentImage('image') image?: string | null;

  @Link() link?: string | null;

  @OptionalFlag('published') published?: boolean;
}

export class TutorialInputDto {
  @DefinedText('title', CONTENT_LIMITS.titleMax) title: string;

  @Link() link?: string | null;

  @ContentImage('image') image?: string | null;

  @OptionalWholeNumber('position', 0, 100_000) position?: number;

  @OptionalFlag('published') published?: boolean;
}

export class BlogInputDto {
  @DefinedText('title', CONTENT_LIMITS.titleMax) title: string;

  /** Made from the title when empty. */
  @ClearableText('slug', CONTENT_LIMITS.slugMax)
  @Matches(SLUG, { message: 'The slug may hold lower-case letters, digits and single hyphens only.' })
  slug?: string | null;

  @IsDefined({ message: 'The body field is required.' })
  @TextUpTo('body', CONTENT_LIMITS.bodyMax)
  body: string;

  @ContentImage('cover image') cover_image?: string | null;

  @IsDefined({ message: 'The status field is required.' })
  @IsIn(BLOG_STATUSES, { message: 'The status must be draft, published or scheduled.' })
  status: BlogStatus;

  /** Required when scheduled; for published, an empty value means now. */
  @ValidateIf((o: BlogInputDto) => o.status === 'scheduled' || (o.publish_at ?? null) !== null)
  @TrimToNull()
  @IsDefined({ message: 'The publish at field is required when the blog is scheduled.' })
  @IsDateString({}, { message: 'The publish at must be a date and time.' })
  publish_at?: string | null;
}

/** GET public/api/policies/{slug}: the page's address on the site (an unknown one answers 404). */
export class PolicySlugParam {
  @Matches(/^[A-Za-z0-9-]{1,60}$/, { message: 'slug must be the address of a policy page' })
  slug: string;
}

/** ?lang= of a policy page; without it, the request's Accept-Language. */
export class PolicyLanguageQuery {
  @IsOptional()
  @IsIn(MEMBER_LANGUAGES, { message: `The lang must be one of: ${MEMBER_LANGUAGES.join(', ')}.` })
  lang?: MemberLanguage;
}

/**
 * A policy page as staff save it: the English text in full; the Hindi text optional, but a Hindi title
 * and body go together (a page is in Hindi when it has both).
 */
export class PolicyPageInputDto {
  @IsDefined({ message: 'The slug field is required.' })
  @IsIn(POLICY_SLUGS, { message: `The slug must be one of: ${POLICY_SLUGS.join(', ')}.` })
  slug: PolicySlug;

  @DefinedText('English title', POLICY_LIMITS.titleMax) title_en: string;

  @OptionalText('English intro', POLICY_LIMITS.introMax) intro_en?: string | null;

  @OptionalText('English description', POLICY_LIMITS.descriptionMax) description_en?: string | null;

  @IsDefined({ message: 'The English body field is required.' })
  @IsString({ message: 'The English body must be a string.' })
  @IsNotEmpty({ message: 'The English body field is required.' })
  @MaxLength(POLICY_LIMITS.bodyMax, {
    message: 'The English body may not be greater than 100000 characters.',
  })
  body_en: string;

  @ValidateIf((o: PolicyPageInputDto) => hasText(o.title_hi) || hasText(o.body_hi))
  @Trim()
  @IsString({ message: 'The Hindi title must be a string.' })
  @IsNotEmpty({ message: 'The Hindi title field is required when the Hindi body is given.' })
  @MaxLength(POLICY_LIMITS.titleMax, { message: 'The Hindi title may not be greater than 200 characters.' })
  title_hi?: string | null;

  @OptionalText('Hindi intro', POLICY_LIMITS.introMax) intro_hi?: string | null;

  @OptionalText('Hindi description', POLICY_LIMITS.descriptionMax) description_hi?: string | null;

  @ValidateIf((o: PolicyPageInputDto) => hasText(o.title_hi) || hasText(o.body_hi))
  @IsString({ message: 'The Hindi body must be a string.' })
  @IsNotEmpty({ message: 'The Hindi body field is required when the Hindi title is given.' })
  @MaxLength(POLICY_LIMITS.bodyMax, { message: 'The Hindi body may not be greater than 100000 characters.' })
  body_hi?: string | null;
}

function hasText(value: unknown): boolean {
  return typeof value === 'string' && value.trim() !== '';
}
