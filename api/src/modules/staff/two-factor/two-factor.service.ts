import {
  STAFF_CODE_WRONG,
  type StaffRole,
  type StaffTwoFactorSetup,
  type StaffTwoFactorStatus,
  TWO_FACTOR_REQUIRED_ROLES,
} from '@app/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import QRCode from 'qrcode';
import type { DataSource } from 'typeorm';
import { IsNull } from 'typeorm';
import { AppConfig } from '../../../core/config/app-config';
import { DomainError, InvalidInputError, NotFoundError } from '../../../core/errors/domain-error';
import { RedisClient } from '../../../core/redis/redis.module';
import { StaffRecoveryCodeEntity } from '../entities/staff-security.entities';
import { StaffEntity } from '../entities/staff.entity';
import { StaffPasskeyEntity } from '../passkeys/staff-passkey.entity';
import {
  hashRecoveryCode,
  matchTotp,
  newRecoveryCodes,
  newTotpSecret,
  openSecret,
  otpauthUri,
  sealSecret,
} from './totp';

/** What authenticator apps show above the code. */
const ISSUER = 'Restaurant Community Staff';
/** How long a started enrolment waits for its first code. */
const PENDING_SECONDS = 15 * 60;

/**
 * Staff two-factor sign-in (decisions 166-167): the enrolment, the codes and recovery codes, and the
 * superadmin's reset. The secret is sealed with STAFF_TOTP_KEY; a code's time step is remembered so the
 * same code (or an older one) never works twice, even for two requests at once.
 */
@Injectable()
export class TwoFactorService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly redis: RedisClient,
    private readonly config: AppConfig,
  ) {}

  required(role: StaffRole): boolean {
    return this.config.STAFF_2FA_REQUIRED_FOR_ALL || TWO_FACTOR_REQUIRED_ROLES.includes(role);
  }

  async status(staffId: number): Promise<StaffTwoFactorStatus> {
    const account = await this.account(staffId);
    const left = await this.db
      .getRepository(StaffRecoveryCodeEntity)
      .countBy({ staff_id: staffId, used_at: IsNull() });
    return {
      enabled: account.totp_enabled_at !== null,
      required: this.required(account.role),
      recovery_codes_left: account.totp_enabled_at ? left : 0,
    };
  }

  /** A new secret waiting for its first code (a second call replaces it). */
  async setup(staffId: number): Promise<StaffTwoFactorSetup> {
    const account = await this.account(staffId);
    if (account.totp_enabled_at) throw new DomainError(409, 'Two-factor sign-in is already on.');
    const secret = newTotpSecret();
    await this.redis.set(this.pendingKey(staffId), this.seal(secret), 'EX', PENDING_SECONDS);
    const uri = otpauthUri(ISSUER, account.email, secret);
    const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
    return {
      secret,
      otpauth_uri: uri,
      qr_code: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
    };
  }

  /** The first code confirms the enrolment; answers the recovery codes, shown this once. */
  async confirm(staffId: number, code: string): Promise<string[]> {
    const sealed = await this.redis.get(this.pendingKey(staffId));
    if (!sealed) throw new DomainError(409, 'The set-up has expired. Start it again.');
    const secret = this.open(sealed);
    const step = matchTotp(secret, code.trim(), Date.now(), null);
    if (step === null) throw new InvalidInputError({ code: [STAFF_CODE_WRONG] });
    const recovery = newRecoveryCodes();
    await this.db.transaction(async (tx) => {
      const done = await tx
        .createQueryBuilder()
        .update(StaffEntity)
        .set({ totp_secret: sealed, totp_enabled_at: new Date(), totp_last_step: String(step) })
        .where('id = :id AND totp_enabled_at IS NULL', { id: staffId })
        .execute();
      if (!done.affected) throw new DomainError(409, 'Two-factor sign-in is already on.');
      await tx.delete(StaffRecoveryCodeEntity, { staff_id: staffId });
      await tx.insert(
        StaffRecoveryCodeEntity,
        recovery.map((c) => ({ staff_id: staffId, code_hash: hashRecoveryCode(c) })),
      );
    });
    await this.redis.del(this.pendingKey(staffId));
    return recovery;
  }

  /**
   * True when `code` is the staff member's current TOTP code (not used before) or one of their unused
   * recovery codes, which is then spent. Both are single conditional UPDATEs: of two requests with one
   * code, one wins.
   */
  async verify(staffId: number, code: string): Promise<boolean> {
    const input = code.replace(/\s/g, '');
    if (/^\d{6}$/.test(input)) {
      const row = await this.db
        .getRepository(StaffEntity)
        .createQueryBuilder('s')
        .addSelect(['s.totp_secret', 's.totp_last_step'])
        .where('s.id = :id', { id: staffId })
        .getOne();
      if (!row?.totp_secret || !row.totp_enabled_at) return false;
      const last = row.totp_last_step === null ? null : Number(row.totp_last_step);
      const step = matchTotp(this.open(row.totp_secret), input, Date.now(), last);
      if (step === null) return false;
      const used = await this.db
        .getRepository(StaffEntity)
        .createQueryBuilder()
        .update()
        .set({ totp_last_step: String(step) })
        .where('id = :id AND (totp_last_step IS NULL OR totp_last_step < :step)', { id: staffId, step })
        .execute();
      return used.affected === 1;
    }
    if (input.length < 8 || input.length > 40) return false;
    const spent = await this.db
      .getRepository(StaffRecoveryCodeEntity)
      .createQueryBuilder()
      .update()
      .set({ used_at: () => 'CURRENT_TIMESTAMP(3)' })
      .where('staff_id = :id AND code_hash = :hash AND used_at IS NULL', {
        id: staffId,
        hash: hashRecoveryCode(input),
      })
      .execute();
    return spent.affected === 1;
  }

  /**
   * Turns two-factor sign-in off (a superadmin's reset, or the staff member's own choice). The passkeys
   * go too: they are a second factor beside the code (decision 222), and a reset means a lost device.
   */
  async disable(staffId: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.update(StaffEntity, staffId, {
        totp_secret: null,
        totp_enabled_at: null,
        totp_last_step: null,
      });
      await tx.delete(StaffRecoveryCodeEntity, { staff_id: staffId });
      await tx.delete(StaffPasskeyEntity, { staff_id: staffId });
    });
    await this.redis.del(this.pendingKey(staffId));
  }

  /** DEVELOPMENT ONLY (the seed command): enrols with a published secret, keeping the last step if unchanged. */
  async enrolWithSecret(staffId: number, secret: string): Promise<void> {
    const row = await this.db
      .getRepository(StaffEntity)
      .createQueryBuilder('s')
      .addSelect('s.totp_secret')
      .where('s.id = :id', { id: staffId })
      .getOne();
    if (row?.totp_secret && row.totp_enabled_at && this.tryOpen(row.totp_secret) === secret) return;
    await this.db.getRepository(StaffEntity).update(staffId, {
      totp_secret: this.seal(secret),
      totp_enabled_at: new Date(),
      totp_last_step: null,
    });
  }

  private async account(staffId: number): Promise<StaffEntity> {
    const account = await this.db.getRepository(StaffEntity).findOneBy({ id: staffId, is_active: true });
    if (!account) throw new NotFoundError('Staff account not found');
    return account;
  }

  private seal(secret: string) {
    return sealSecret(this.config.STAFF_TOTP_KEY, secret);
  }

  private open(sealed: string) {
    return openSecret(this.config.STAFF_TOTP_KEY, sealed);
  }

  private tryOpen(sealed: string): string | null {
    try {
      return this.open(sealed);
    } catch {
      return null;
    }
  }

  private pendingKey(staffId: number) {
    return `staff-2fa:pending:${staffId}`;
  }
}
