import { pipeline } from 'node:stream';
import { CONTENT_LIMITS } from '@app/contracts';
import {
  Body,
  Controller,
  Delete,
  Get,
  Param,
  Post,
  Put,
  Query,
  Req,
  Res,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiBearerAuth, ApiConsumes, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { parseListQuery } from '../../core/admin-rest/list-query';
import { sendList } from '../../core/admin-rest/list-result';
import { Audited, auditBefore } from '../../core/audit/audited';
import { CurrentPrincipal, type Principal, Public, StaffOnly } from '../../core/auth/auth.decorators';
import { DomainError, InvalidInputError, NotFoundError } from '../../core/errors/domain-error';
import { StorageDriver } from '../../core/storage/storage.driver';
import { RawResponse } from '../../core/http/envelope.interceptor';
import { UploadRefusals } from '../../core/http/upload-refusals';
import { StaffService } from '../staff';
import { type BlogFilter, BlogsService } from './blogs.service';
import { ContentImagesService } from './content-images.service';
import {
  BlogInputDto,
  ContentIdParam,
  ContentImageNameParam,
  PodcastInputDto,
  PolicyPageInputDto,
  TutorialInputDto,
} from './dto/content.dto';
import { type PodcastFilter, PodcastsService } from './podcasts.service';
import { type PolicyPageFilter, PolicyPagesService } from './policy-pages.service';
import { type TutorialFilter, TutorialsService } from './tutorials.service';

/** Content editors and superadmins (who pass every role check) edit podcasts, blogs and tutorials. */
const ContentEditors = () => StaffOnly('content_editor');

@ApiTags('admin: content')
@ApiBearerAuth()
@ContentEditors()
@RawResponse()
@Controller('admin-api/podcasts')
export class StaffPodcastsController {
  constructor(private readonly podcasts: PodcastsService) {}

  @Get()
  async list(@Query() raw: Record<string, unknown>, @Res({ passthrough: true }) res: Response) {
    const query = parseListQuery<PodcastFilter>(raw, {
      sortable: ['id', 'title', 'series', 'published', 'created_at', 'updated_at'],
      defaultSort: ['id', 'DESC'],
    });
    const [rows, total] = await this.podcasts.list(query);
    return sendList(res, 'podcasts', query.offset, rows, total);
  }

  @Get(':id')
  get(@Param() { id }: ContentIdParam) {
    return this.podcasts.get(id);
  }

  @Post()
  @Audited('podcast.create', 'podcast')
  create(@Body() body: PodcastInputDto) {
    return this.podcasts.create(body);
  }

  @Put(':id')
  @Audited('podcast.update', 'podcast')
  async update(@Req() req: Request, @Param() { id }: ContentIdParam, @Body() body: PodcastInputDto) {
    const { before, after } = await this.podcasts.update(id, body);
    auditBefore(req, before);
    return after;
  }

  @Delete(':id')
  @Audited('podcast.delete', 'podcast')
  remove(@Param() { id }: ContentIdParam) {
    return this.podcasts.remove(id);
  }
}

@ApiTags('admin: content')
@ApiBearerAuth()
@ContentEditors()
@RawResponse()
@Controller('admin-api/blogs')
export class StaffBlogsController {
  constructor(
    private readonly blogs: BlogsService,
    private readonly staff: StaffService,
  ) {}

  @Get()
  async list(@Query() raw: Record<string, unknown>, @Res({ passthrough: true }) res: Response) {
    const query = parseListQuery<BlogFilter>(raw, {
      sortable: ['id', 'title', 'status', 'publish_at', 'created_at', 'updated_at'],
      defaultSort: ['id', 'DESC'],
    });
    const [rows, total] = await this.blogs.list(query);
    return sendList(res, 'blogs', query.offset, rows, total);
  }

  @Get(':id')
  get(@Param() { id }: ContentIdParam) {
    return this.blogs.get(id);
  }

  @Post()
  @Audited('blog.create', 'blog')
  async create(@CurrentPrincipal() me: Principal, @Body() body: BlogInputDto) {
    const author = await this.staff.me(me);
    return this.blogs.create(body, { id: author.id, name: author.name });
  }

  @Put(':id')
  @Audited('blog.update', 'blog')
  async update(@Req() req: Request, @Param() { id }: ContentIdParam, @Body() body: BlogInputDto) {
    const { before, after } = await this.blogs.update(id, body);
    // The bodies are long: the log keeps what decides visibility and the address.
    auditBefore(req, {
      title: before.title,
      slug: before.slug,
      status: before.status,
      publish_at: before.publish_at,
    });
    return after;
  }

  @Delete(':id')
  @Audited('blog.delete', 'blog')
  remove(@Param() { id }: ContentIdParam) {
    return this.blogs.remove(id);
  }
}

@ApiTags('admin: content')
@ApiBearerAuth()
@ContentEditors()
@RawResponse()
@Controller('admin-api/tutorials')
export class StaffTutorialsController {
  constructor(private readonly tutorials: TutorialsService) {}

  @Get()
  async list(@Query() raw: Record<string, unknown>, @Res({ passthrough: true }) res: Response) {
    const query = parseListQuery<TutorialFilter>(raw, {
      sortable: ['id', 'title', 'position', 'published', 'created_at', 'updated_at'],
      defaultSort: ['position', 'ASC'],
    });
    const [rows, total] = await this.tutorials.list(query);
    return sendList(res, 'tutorials', query.offset, rows, total);
  }

  @Get(':id')
  get(@Param() { id }: ContentIdParam) {
    return this.tutorials.get(id);
  }

  @Post()
  @Audited('tutorial.create', 'tutorial')
  create(@Body() body: TutorialInputDto) {
    return this.tutorials.create(body);
  }

  @Put(':id')
  @Audited('tutorial.update', 'tutorial')
  async update(@Req() req: Request, @Param() { id }: ContentIdParam, @Body() body: TutorialInputDto) {
    const { before, after } = await this.tutorials.update(id, body);
    auditBefore(req, before);
    return after;
  }

  @Delete(':id')
  @Audited('tutorial.delete', 'tutorial')
  remove(@Param() { id }: ContentIdParam) {
    return this.tutorials.remove(id);
  }
}

/** The policy pages of the site in English and Hindi (decision 408). */
@ApiTags('admin: content')
@ApiBearerAuth()
@ContentEditors()
@RawResponse()
@Controller('admin-api/policy-pages')
export class StaffPolicyPagesController {
  constructor(private readonly policies: PolicyPagesService) {}

  @Get()
  async list(@Query() raw: Record<string, unknown>, @Res({ passthrough: true }) res: Response) {
    const query = parseListQuery<PolicyPageFilter>(raw, {
      sortable: ['id', 'slug', 'title_en', 'updated_at'],
      defaultSort: ['id', 'ASC'],
    });
    const [rows, total] = await this.policies.list(query);
    return sendList(res, 'policy-pages', query.offset, rows, total);
  }

  @Get(':id')
  get(@Param() { id }: ContentIdParam) {
    return this.policies.get(id);
  }

  @Post()
  @Audited('policy_page.create', 'policy_page')
  create(@Body() body: PolicyPageInputDto) {
    return this.policies.create(body);
  }

  @Put(':id')
  @Audited('policy_page.update', 'policy_page')
  async update(@Req() req: Request, @Param() { id }: ContentIdParam, @Body() body: PolicyPageInputDto) {
    const { before, after } = await this.policies.update(id, body);
    // The bodies are long: the log keeps the address and the titles.
    auditBefore(req, { slug: before.slug, title_en: before.title_en, title_hi: before.title_hi });
    return after;
  }

  @Delete(':id')
  @Audited('policy_page.delete', 'policy_page')
  remove(@Param() { id }: ContentIdParam) {
    return this.policies.remove(id);
  }
}

/**
 * The stored content images through the console's own origin (its Content-Security-Policy allows images
 * from itself only), for the previews of the console's forms. They are public files anyway (/api/files).
 */
@ApiTags('admin: content')
@Public()
@RawResponse()
@Controller('admin-api/content-images')
export class ContentImageFilesController {
  constructor(private readonly storage: StorageDriver) {}

  @Get(':name')
  async serve(@Param() { name }: ContentImageNameParam, @Res() res: Response) {
    const file = await this.storage.get(`content/${name}`);
    if (!file) throw new NotFoundError('File not found');
    res.setHeader('Content-Type', 'image/jpeg');
    res.setHeader('Content-Length', String(file.size));
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    pipeline(file.stream, res, () => undefined);
  }
}

/** Images for content: one file (`file`), checked and cleaned, stored publicly under `content/`. */
@ApiTags('admin: content')
@ApiBearerAuth()
@ContentEditors()
@RawResponse()
@Controller('admin-api/content-images')
export class StaffContentImagesController {
  constructor(private readonly images: ContentImagesService) {}

  @Post()
  @Audited('content_image.upload', 'content_image')
  @ApiConsumes('multipart/form-data')
  @UseInterceptors(
    // Multer's refusals as the form's messages instead of a bare 413 or 400.
    new UploadRefusals({
      LIMIT_FILE_SIZE: () => new DomainError(413, 'The image may not be greater than 8 MB.'),
      LIMIT_UNEXPECTED_FILE: () => new InvalidInputError({ file: ['Send one image in the file field.'] }),
    }),
    FileInterceptor('file', { limits: { fileSize: CONTENT_LIMITS.maxImageBytes, files: 1, fields: 5 } }),
  )
  upload(@UploadedFile() file: { buffer: Buffer } | undefined) {
    return this.images.store(file);
  }
}
