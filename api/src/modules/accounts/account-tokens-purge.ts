import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { LessThan, type Repository } from 'typeorm';
import { MaintenanceTasksService } from '../../core/maintenance/maintenance-tasks';
import { EmailOtpEntity } from './entities/email-otp.entity';
import { PasswordResetEntity } from './entities/password-reset.entity';

/** Expired codes and reset tokens are kept a day (to answer "used" rather than "unknown"), then removed. */
export const SPENT_TOKEN_RETENTION_MS = 24 * 3600_000;

/** Hourly: deletes e-mail codes and password-reset tokens that expired more than a day ago. */
@Injectable()
export class AccountTokensPurgeService implements OnModuleInit {
  constructor(
    private readonly tasks: MaintenanceTasksService,
    @InjectRepository(EmailOtpEntity) private readonly otps: Repository<EmailOtpEntity>,
    @InjectRepository(PasswordResetEntity) private readonly resets: Repository<PasswordResetEntity>,
  ) {}

  onModuleInit(): void {
    this.tasks.register({
      name: 'accounts.purge-spent-tokens',
      everyMs: 3600_000,
      run: (now) => this.purge(now),
    });
  }

  async purge(now: Date): Promise<{ removed: number }> {
    const before = LessThan(new Date(now.getTime() - SPENT_TOKEN_RETENTION_MS));
    const [otps, resets] = await Promise.all([
      this.otps.delete({ expires_at: before }),
      this.resets.delete({ expires_at: before }),
    ]);
    return { removed: (otps.affected ?? 0) + (resets.affected ?? 0) };
  }
}
