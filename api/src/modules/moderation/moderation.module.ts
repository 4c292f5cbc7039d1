import { Module } from '@nestjs/common';
import { ModerationService } from './moderation.service';

/** Child-safety moderation: reports, automatic checks and review items (see moderation.types.ts). */
@Module({
  providers: [ModerationService],
  exports: [ModerationService],
})
export class ModerationModule {}
