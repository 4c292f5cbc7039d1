import type { LoginData, MemberLanguage, MemberUser } from '@app/contracts';
import { AccountMessages } from '@app/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { hashPassword } from '../../core/auth/passwords';
import { InvalidInputError } from '../../core/errors/domain-error';
import { SubscriptionsService } from '../billing';
import { LocationsService } from '../locations';
import { UserEntity } from '../members';
import { AccountLimitsService } from './account-limits';
import { AccountErrors } from './accounts.errors';
import type { EliteSignupDto } from './dto/elite-signup.dto';
import type { SignupDto } from './dto/signup.dto';
import { EmailOtpsService } from './email-otps.service';
import { MemberSessionsService } from './member-sessions.service';

const isDuplicate = (error: unknown) => (error as { code?: string }).code === 'ER_DUP_ENTRY';
const emailTaken = () => new InvalidInputError({ email: [AccountMessages.emailTaken] });

/** Sign-up (free and elite), e-mail verification and code resends. */
@Injectable()
export class RegistrationService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly locations: LocationsService,
    private readonly subscriptions: SubscriptionsService,
    private readonly otps: EmailOtpsService,
    private readonly limits: AccountLimitsService,
    private readonly sessions: MemberSessionsService,
  ) {}

  /** `language`: the language the member signed up in (the request's), their saved one from now on. */
  signup(input: SignupDto, language: MemberLanguage = 'en'): Promise<MemberUser> {
    return this.register(input, null, language);
  }

  /** The account and a pending elite subscription, together or not at all; a coupon must be usable. */
  async eliteSignup(input: EliteSignupDto, language: MemberLanguage = 'en'): Promise<MemberUser> {
    const coupon_code = input.coupon_code || null;
    if (coupon_code) await this.subscriptions.checkSignupCoupon(input.plan_id, input.country_id, coupon_code);
    return this.register(
      input,
      { plan_id: input.plan_id, coupon_code, gst_no: input.gst_no || null },
      language,
    );
  }

  /**
   * Verifying the code logs the member in. The 18+ confirmation (explicit, or implied by accepting the
   * terms on a client without the field) is recorded here, when the account becomes usable.
   */
  async verifyEmail(email: string, code: string): Promise<LoginData> {
    const user = await this.db.getRepository(UserEntity).findOneBy({ email });
    // Unknown and verified addresses answer exactly as a wrong code for a pending account does, so a
    // guessed code tells nobody which addresses have accounts (issue 36).
    if (!user || user.email_verified_at) throw new InvalidInputError({ email_otp: [AccountErrors.otpWrong] });
    await this.otps.consume(user.id, code);
    const now = new Date();
    await this.db.getRepository(UserEntity).update(user.id, {
      email_verified_at: now,
      adult_confirmed_at: user.adult_confirmed_at ?? now,
    });
    return this.sessions.start(user.id, false);
  }

  /** Same answer for unknown and verified addresses: nothing to enumerate. Limits apply to every address. */
  async resendOtp(email: string): Promise<void> {
    await this.limits.takeOtpResend(email);
    const user = await this.db.getRepository(UserEntity).findOneBy({ email });
    if (!user || user.email_verified_at) return;
    await this.otps.issue(user);
  }

  private async register(
    input: SignupDto,
    elite: { plan_id: number; coupon_code: string | null; gst_no: string | null } | null,
    language: MemberLanguage,
  ): Promise<MemberUser> {
    if (!(await this.locations.findPlace(input.country_id, input.state_id, input.city_id))) {
      throw new InvalidInputError({ city_id: [AccountErrors.badPlace] });
    }
    if (await this.db.getRepository(UserEntity).existsBy({ email: input.email })) throw emailTaken();
    const password_hash = await hashPassword(input.password);
    let user: UserEntity;
    try {
      user = await this.db.transaction(async (manager) => {
        const repo = manager.getRepository(UserEntity);
        const created = await repo.save(
          repo.create({
            user_type: input.user_type,
            business_name: input.business_name || null,
            first_name: input.first_name,
            last_name: input.last_name,
            email: input.email,
            mobile_no: input.mobile_no,
            password_hash,
            country_id: input.country_id,
            state_id: input.state_id,
            city_id: input.city_id,
            gst_no: elite?.gst_no ?? null,
            language,
          }),
        );
        if (elite)
          await this.subscriptions.createPending(manager, {
            user_id: created.id,
            plan_id: elite.plan_id,
            coupon_code: elite.coupon_code,
          });
        return created;
      });
    } catch (error) {
      if (isDuplicate(error)) throw emailTaken();
      throw error;
    }
    await this.otps.issue(user);
    return this.sessions.view(user.id);
  }
}
