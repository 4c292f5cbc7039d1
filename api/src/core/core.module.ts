import { Module } from '@nestjs/common';
import { AuditModule } from './audit/audit.module';
import { AuthModule } from './auth/auth.module';
import { ConfigModule } from './config/config.module';
import { DatabaseModule } from './database/database.module';
import { MailModule } from './mail/mail.module';
import { MaintenanceModule } from './maintenance/maintenance.module';
import { MemberDataModule } from './member-data/member-data-parts';
import { QueueModule } from './queue/queue.module';
import { LiveModule } from './live/live.module';
import { RedisModule } from './redis/redis.module';

/** Infrastructure shared by the API, the worker and the CLI (no HTTP concerns here). */
@Module({
  imports: [
    ConfigModule,
    RedisModule,
    DatabaseModule,
    QueueModule,
    AuthModule,
    AuditModule,
    MailModule,
    MaintenanceModule,
    MemberDataModule,
    LiveModule,
  ],
  exports: [
    ConfigModule,
    RedisModule,
    DatabaseModule,
    QueueModule,
    AuthModule,
    AuditModule,
    MailModule,
    MaintenanceModule,
    MemberDataModule,
    LiveModule,
  ],
})
export class CoreModule {}
