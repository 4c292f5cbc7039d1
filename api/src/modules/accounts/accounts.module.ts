import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { StorageModule } from '../../core/storage/storage.module';
import { BillingModule } from '../billing/billing.module';
import { FollowsModule } from '../follows/follows.module';
import { LocationsModule } from '../locations/locations.module';
import { MarketplaceModule } from '../marketplace';
import { SocialModule } from '../social/social.module';
import { AccountLimits } from './account-limits';
import { AccountTokensPurge } from './account-tokens-purge';
import { AccountsService } from './accounts.service';
import { MemberDirectoryModule } from './directory/member-directory.module';
import { EmailOtpsService } from './email-otps.service';
import { EmailOtpEntity } from './entities/email-otp.entity';
import { PasswordResetEntity } from './entities/password-reset.entity';
import { UserEntity } from './entities/user.entity';
import { MemberAuthController } from './member-auth.controller';
import { MemberAuthService } from './member-auth.service';
import { MemberProfilesService } from './member-profiles.service';
import { MemberSessions } from './member-sessions.service';
import { MemberViews } from './member-views.service';
import { MembersController } from './members.controller';
import { RegistrationService } from './registration.service';

/** Member accounts: sign-up, verification, sessions, password reset and profiles. */
@Module({
  imports: [
    TypeOrmModule.forFeature([UserEntity, EmailOtpEntity, PasswordResetEntity]),
    LocationsModule,
    BillingModule,
    FollowsModule,
    SocialModule,
    MarketplaceModule,
    StorageModule,
    MemberDirectoryModule,
  ],
  controllers: [MemberAuthController, MembersController],
  providers: [
    AccountsService,
    AccountLimits,
    AccountTokensPurge,
    EmailOtpsService,
    MemberViews,
    MemberSessions,
    RegistrationService,
    MemberAuthService,
    MemberProfilesService,
  ],
  exports: [AccountsService, MemberViews, MemberDirectoryModule],
})
export class AccountsModule {}
