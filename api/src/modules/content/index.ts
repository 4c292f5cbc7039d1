// The content module's public face: podcasts, blogs and tutorials (public API and console resources).
export { ContentModule } from './content.module';
export { BlogsService } from './blogs.service';
export { PodcastsService } from './podcasts.service';
export { TutorialsService } from './tutorials.service';
export { ContentImagesService } from './content-images.service';
