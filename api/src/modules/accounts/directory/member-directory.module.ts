import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UserEntity } from '../entities/user.entity';
import { MemberAccountData, MemberAdmin } from './member-admin';
import { MemberDirectory } from './member-directory';

/**
 * The accounts domain's read face for other modules. It depends on nothing but the users table, so social,
 * follows, billing and invoices can import it while AccountsModule imports them (no import cycle).
 */
@Module({
  imports: [TypeOrmModule.forFeature([UserEntity])],
  providers: [MemberDirectory, MemberAdmin, MemberAccountData],
  exports: [MemberDirectory, MemberAdmin, MemberAccountData],
})
export class MemberDirectoryModule {}
