import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SignInChallengesService } from '../../core/auth/sign-in-challenge';
import { SignInGateService } from '../../core/auth/sign-in-gate';
import { QueueName } from '../../core/queue/queue-names';
import { LoginFailuresService } from '../../core/rate-limit/login-failures';
import { StorageModule } from '../../core/storage/storage.module';
import { BillingModule } from '../billing';
import { FollowsModule } from '../follows';
import { LocationsModule } from '../locations';
import { MarketplaceModule } from '../marketplace';
import { MembersModule, UserEntity } from '../members';
import { SearchModule } from '../search';
import { SocialModule } from '../social';
import { AccountLimitsService } from './account-limits';
import { AccountTokensPurgeService } from './account-tokens-purge';
import { AccountsService } from './accounts.service';
import { EmailOtpsService } from './email-otps.service';
import { EmailOtpEntity } from './entities/email-otp.entity';
import { PasswordResetEntity } from './entities/password-reset.entity';
import { PasswordResetJob } from './jobs/password-reset.job';
import { MemberAuthController } from './member-auth.controller';
import { MemberAuthService } from './member-auth.service';
import { MemberProfilesService } from './member-profiles.service';
import { MemberSessionsService } from './member-sessions.service';
import { MemberViewsService } from './member-views.service';
import { MembersController } from './members.controller';
import { MemberPasskeyEntity } from './passkeys/member-passkey.entity';
import { MemberPasskeysController } from './passkeys/member-passkeys.controller';
import { MemberPasskeysService } from './passkeys/member-passkeys.service';
import { RegistrationService } from './registration.service';
import { AccountSettingsController } from './settings/account-settings.controller';
import { AccountSettingsService } from './settings/account-settings.service';

/** Member accounts: sign-up, verification, sessions, password reset and profiles. */
@Module({
  imports: [
    TypeOrmModule.forFeature([UserEntity, EmailOtpEntity, PasswordResetEntity, MemberPasskeyEntity]),
    BullModule.registerQueue({ name: QueueName.Accounts }),
    LocationsModule,
    BillingModule,
    FollowsModule,
    SocialModule,
    MarketplaceModule,
    StorageModule,
    MembersModule,
    SearchModule,
  ],
  controllers: [MemberAuthController, MembersController, AccountSettingsController, MemberPasskeysController],
  providers: [
    AccountsService,
    AccountLimitsService,
    LoginFailuresService,
    SignInChallengesService,
    SignInGateService,
    AccountTokensPurgeService,
    EmailOtpsService,
    MemberViewsService,
    MemberSessionsService,
    RegistrationService,
    MemberAuthService,
    MemberProfilesService,
    AccountSettingsService,
    MemberPasskeysService,
  ],
  exports: [AccountsService, MemberViewsService, MemberAuthService],
})
export class AccountsModule {}

/** Account jobs (password-reset requests): loaded by the worker only. */
@Module({ imports: [AccountsModule], providers: [PasswordResetJob] })
export class AccountJobsModule {}
