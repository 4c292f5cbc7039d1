import { Module } from '@nestjs/common';
import { SocialModule } from '../social.module';
import { MediaDerivativesJob } from './media-derivatives.job';

/** The social module's queue processors: loaded by the worker only. */
@Module({ imports: [SocialModule], providers: [MediaDerivativesJob] })
export class SocialJobsModule {}
