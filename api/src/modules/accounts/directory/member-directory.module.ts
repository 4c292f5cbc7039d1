import { Module, type OnModuleInit } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { FulltextUpkeep } from '../../../core/database/fulltext-upkeep';
import { UserEntity } from '../entities/user.entity';
import { MemberAccountData, MemberAdmin } from './member-admin';
import { MemberDirectory } from './member-directory';

/**
 * The accounts domain's read face for other modules. It depends on nothing but the users table, so social,
 * follows, billing and invoices can import it while AccountsModule imports them (no import cycle).
 * The names' FULLTEXT indexes lose a row at every name change: purged nightly (decision 198).
 */
@Module({
  imports: [TypeOrmModule.forFeature([UserEntity])],
  providers: [MemberDirectory, MemberAdmin, MemberAccountData],
  exports: [MemberDirectory, MemberAdmin, MemberAccountData],
})
export class MemberDirectoryModule implements OnModuleInit {
  constructor(private readonly fulltext: FulltextUpkeep) {}

  onModuleInit(): void {
    this.fulltext.watch('users');
  }
}
