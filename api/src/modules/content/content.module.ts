import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { StaffModule } from '../staff';
import { BlogsService } from './blogs.service';
import { ContentImagesService } from './content-images.service';
import { BlogEntity } from './entities/blog.entity';
import { BlogVisitorEntity } from './entities/blog-visitor.entity';
import { PodcastEntity } from './entities/podcast.entity';
import { PolicyPageEntity } from './entities/policy-page.entity';
import { TutorialEntity } from './entities/tutorial.entity';
import { PodcastsService } from './podcasts.service';
import { PolicyPagesService } from './policy-pages.service';
import { PublicContentController } from './public-content.controller';
import {
  ContentImageFilesController,
  StaffBlogsController,
  StaffContentImagesController,
  StaffPodcastsController,
  StaffPolicyPagesController,
  StaffTutorialsController,
} from './staff-content.controller';
import { TutorialsService } from './tutorials.service';

/** Public content edited in the console: podcasts, blogs and tutorials (issue 14), policy pages (issue 35). */
@Module({
  imports: [
    TypeOrmModule.forFeature([
      PodcastEntity,
      BlogEntity,
      BlogVisitorEntity,
      TutorialEntity,
      PolicyPageEntity,
    ]),
    StaffModule,
  ],
  controllers: [
    PublicContentController,
    StaffPodcastsController,
    StaffBlogsController,
    StaffTutorialsController,
    StaffPolicyPagesController,
    StaffContentImagesController,
    ContentImageFilesController,
  ],
  providers: [PodcastsService, BlogsService, TutorialsService, PolicyPagesService, ContentImagesService],
  exports: [PodcastsService, BlogsService, TutorialsService, ContentImagesService],
})
export class ContentModule {}
