// The social module's public face: posts (profile counts), and the media queue's processor.
export { SocialModule } from './social.module';
export { SocialJobsModule } from './jobs/social-jobs.module';
export { PostsService } from './posts.service';
