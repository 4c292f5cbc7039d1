import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UserEntity } from './entities/user.entity';
import { MemberAccountDataService, MemberAdminService } from './member-admin';
import { MemberDirectory } from './member-directory';

/**
 * The bottom layer of the member domain (decision 250): the users table and the read faces every other
 * module uses (cards, facts, contacts, the staff members screen, the data-rights side of an account). It
 * imports no other module, so anyone may import it; the account services that import billing, follows,
 * marketplace and social (sign-up, profiles, settings) live above it in `accounts`.
 * The name search over this table is the search module's MemberSearch (decision 251).
 */
@Module({
  imports: [TypeOrmModule.forFeature([UserEntity])],
  providers: [MemberDirectory, MemberAdminService, MemberAccountDataService],
  exports: [MemberDirectory, MemberAdminService, MemberAccountDataService],
})
export class MembersModule {}
