import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { AppAuthGuard } from './auth.guard';
import { MemberJwtStrategy, StaffJwtStrategy } from './jwt.strategies';
import { PasskeyCeremoniesService } from './passkeys/passkey-ceremonies';
import { SessionService } from './session.service';

@Global()
@Module({
  imports: [PassportModule, JwtModule.register({})],
  providers: [
    SessionService,
    PasskeyCeremoniesService,
    MemberJwtStrategy,
    StaffJwtStrategy,
    { provide: APP_GUARD, useClass: AppAuthGuard },
  ],
  exports: [SessionService, PasskeyCeremoniesService],
})
export class AuthModule {}
