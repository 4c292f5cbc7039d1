import { Module } from '@nestjs/common';
import { CoreModule } from './core/core.module';
import { MailJobsModule } from './core/mail/mail.module';
import { MaintenanceJobsModule } from './core/maintenance/maintenance.module';
import { DOMAIN_MODULES } from './modules/domain.modules';

/** The background worker: the same modules without HTTP, plus every queue processor. */
@Module({ imports: [CoreModule, ...DOMAIN_MODULES, MailJobsModule, MaintenanceJobsModule] })
export class WorkerModule {}
