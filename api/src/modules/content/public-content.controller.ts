import type {
  BlogShare,
  Page,
  PublicBlog,
  PublicPodcast,
  PublicPolicyPage,
  PublicTutorial,
  SitemapEntries,
} from '@app/contracts';
import { Controller, Get, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import type { Request, Response } from 'express';
import { CurrentPrincipal, OptionalMember, type Principal } from '../../core/auth/auth.decorators';
import { BlogsService } from './blogs.service';
import { answerLanguage } from '../../core/i18n/answer-language';
import {
  ContentIdParam,
  PodcastListQuery,
  PolicyLanguageQuery,
  PolicySlugParam,
  PublicListQuery,
} from './dto/content.dto';
import { PodcastsService } from './podcasts.service';
import { PolicyPagesService } from './policy-pages.service';
import { TutorialsService } from './tutorials.service';
import { knownVisitor, visitorFor } from './visitor';

/** Likes, dislikes and shares: cheap to send, so bounded per address (decision 141). */
const ReactionLimit = () => Throttle({ default: { limit: 30, ttl: 60_000 } });

/**
 * The public content service (seeds: "Podcast service (separate, path prefix public/api/)" and the blog
 * calls). No token needed; a member's token, when sent, makes likes count per member. Drafts and blogs
 * scheduled for later are never answered.
 */
@ApiTags('public: content')
@OptionalMember()
@Controller('public/api')
export class PublicContentController {
  constructor(
    private readonly podcasts: PodcastsService,
    private readonly blogs: BlogsService,
    private readonly tutorials: TutorialsService,
    private readonly policies: PolicyPagesService,
  ) {}

  @Get('readall-podcasts')
  readAllPodcasts(@Query() query: PodcastListQuery): Promise<Page<PublicPodcast>> {
    return this.podcasts.publicList(query);
  }

  @Get('readall')
  readAllBlogs(
    @CurrentPrincipal() me: Principal | undefined,
    @Req() req: Request,
    @Query() query: PublicListQuery,
  ): Promise<Page<PublicBlog>> {
    return this.blogs.publicList(query, knownVisitor(me, req));
  }

  @Get('show/:id')
  show(
    @CurrentPrincipal() me: Principal | undefined,
    @Req() req: Request,
    @Param() { id }: ContentIdParam,
  ): Promise<PublicBlog> {
    return this.blogs.publicShow(id, knownVisitor(me, req));
  }

  @ReactionLimit()
  @Post('share/:id')
  @HttpCode(200)
  share(
    @CurrentPrincipal() me: Principal | undefined,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
    @Param() { id }: ContentIdParam,
  ): Promise<BlogShare> {
    return this.blogs.share(id, visitorFor(me, req, res));
  }

  @ReactionLimit()
  @Post('like/:id')
  @HttpCode(200)
  like(
    @CurrentPrincipal() me: Principal | undefined,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
    @Param() { id }: ContentIdParam,
  ): Promise<PublicBlog> {
    return this.blogs.react(id, visitorFor(me, req, res), 'like');
  }

  @ReactionLimit()
  @Post('dislike/:id')
  @HttpCode(200)
  dislike(
    @CurrentPrincipal() me: Principal | undefined,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
    @Param() { id }: ContentIdParam,
  ): Promise<PublicBlog> {
    return this.blogs.react(id, visitorFor(me, req, res), 'dislike');
  }

  @Get('tutorials')
  readAllTutorials(): Promise<PublicTutorial[]> {
    return this.tutorials.publicList();
  }

  /**
   * A policy page in `?lang=` (else the request's Accept-Language), in English when it has no text in that
   * language: `language` says which one was answered. The English text binds (decision 408).
   */
  @Get('policies/:slug')
  policy(
    @Req() req: Request,
    @Param() { slug }: PolicySlugParam,
    @Query() { lang }: PolicyLanguageQuery,
  ): Promise<PublicPolicyPage> {
    return this.policies.publicShow(slug, lang ?? answerLanguage(req));
  }

  /** What the member site's /sitemap.xml lists: readable blogs (newest, capped) and the list pages' dates. */
  @Get('sitemap')
  async sitemap(): Promise<SitemapEntries> {
    const [blogs, podcasts, tutorials] = await Promise.all([
      this.blogs.sitemapEntries(),
      this.podcasts.lastChange(),
      this.tutorials.lastChange(),
    ]);
    return {
      blogs,
      podcasts_updated_at: podcasts?.toISOString() ?? null,
      tutorials_updated_at: tutorials?.toISOString() ?? null,
    };
  }
}
