import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SignInChallengesService } from '../../core/auth/sign-in-challenge';
import { SignInGateService } from '../../core/auth/sign-in-gate';
import { LoginFailuresService } from '../../core/rate-limit/login-failures';
import { StaffInviteEntity, StaffRecoveryCodeEntity } from './entities/staff-security.entities';
import { StaffEntity } from './entities/staff.entity';
import { StaffPasskeyEntity } from './passkeys/staff-passkey.entity';
import { StaffPasskeysController } from './passkeys/staff-passkeys.controller';
import { StaffPasskeysService } from './passkeys/staff-passkeys.service';
import { StaffAccountsController } from './staff-accounts.controller';
import { StaffAccountsService } from './staff-accounts.service';
import { StaffAuthController } from './staff-auth.controller';
import { StaffService } from './staff.service';
import { TwoFactorService } from './two-factor/two-factor.service';

@Module({
  imports: [
    TypeOrmModule.forFeature([StaffEntity, StaffRecoveryCodeEntity, StaffInviteEntity, StaffPasskeyEntity]),
  ],
  controllers: [StaffAuthController, StaffAccountsController, StaffPasskeysController],
  providers: [
    StaffService,
    StaffAccountsService,
    TwoFactorService,
    StaffPasskeysService,
    LoginFailuresService,
    SignInChallengesService,
    SignInGateService,
  ],
  exports: [StaffService, TwoFactorService],
})
export class StaffModule {}
