import { ACCOUNT_PURGE_AFTER_DAYS, DataRightsMessages } from '@app/contracts';
import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import type { Principal } from '../../core/auth/auth.decorators';
import { ForbiddenError, InvalidInputError } from '../../core/errors/domain-error';
import { MaintenanceTasksService } from '../../core/maintenance/maintenance-tasks';
import { MemberDataPartsService } from '../../core/member-data/member-data-parts';
import { avatarKeys } from '../../core/storage/avatar-thumbnails';
import { StorageDriver } from '../../core/storage/storage.driver';
import { MemberAccountDataService } from '../members';
import { MemberRestrictionsService } from '../moderation';
import { DataExportsService } from './data-exports.service';

const DAY = 24 * 3_600_000;
/** Accounts purged per run; the task runs hourly, so a backlog clears within the 90 days promised. */
const PURGE_BATCH = 100;

/**
 * Account deletion (issue 14, docs/decisions/150): deactivated at once through the ban's path (no login,
 * sessions ended, content held, listed nowhere), purged by the `data-rights.purge-deleted-accounts` maintenance task
 * ACCOUNT_PURGE_AFTER_DAYS later: every module erases its part, the photo and exports go, and the account
 * row stays as an anonymous tombstone for the invoices and payments the law makes us keep.
 */
@Injectable()
export class AccountDeletionService implements OnModuleInit {
  private readonly logger = new Logger(AccountDeletionService.name);

  constructor(
    private readonly accounts: MemberAccountDataService,
    private readonly restrictions: MemberRestrictionsService,
    private readonly parts: MemberDataPartsService,
    private readonly storage: StorageDriver,
    private readonly exports: DataExportsService,
    private readonly tasks: MaintenanceTasksService,
  ) {}

  onModuleInit() {
    this.tasks.register({
      name: 'data-rights.purge-deleted-accounts',
      everyMs: 3_600_000,
      run: (now) => this.purgeDue(now),
    });
  }

  async deleteAccount(principal: Principal, password: string, now = new Date()): Promise<void> {
    if (principal.kind !== 'member') throw new ForbiddenError('Only members can delete their account.');
    if (!(await this.accounts.passwordMatches(principal.id, password)))
      throw new InvalidInputError({ password: [DataRightsMessages.wrongPassword] });
    await this.restrictions.deactivate(principal.id, now);
    this.logger.log({ msg: 'member deleted their account', user_id: principal.id });
  }

  /** The maintenance task: purges the accounts deleted at least ACCOUNT_PURGE_AFTER_DAYS before `now`. */
  async purgeDue(now: Date): Promise<{ removed: number }> {
    const ids = await this.accounts.dueForPurge(
      new Date(now.getTime() - ACCOUNT_PURGE_AFTER_DAYS * DAY),
      PURGE_BATCH,
    );
    for (const id of ids) await this.purge(id, now);
    return { removed: ids.length };
  }

  private async purge(id: number, now: Date): Promise<void> {
    for (const part of this.parts.all()) await part.erase?.(id);
    await this.exports.eraseAllOf(id);
    const photo = await this.accounts.photoKey(id);
    if (photo) for (const key of avatarKeys(photo)) await this.storage.delete(key);
    await this.accounts.anonymise(id, now);
    this.logger.log({ msg: 'deleted account purged', user_id: id });
  }
}
