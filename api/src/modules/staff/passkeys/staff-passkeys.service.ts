import { type PasskeyCeremony, PasskeyMessages, type PasskeyView, type StaffSession } from '@app/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { PasskeyCeremoniesService } from '../../../core/auth/passkeys/passkey-ceremonies';
import type {
  PasskeyAssertionDto,
  RegisterPasskeyDto,
} from '../../../core/auth/passkeys/passkey-credential.dto';
import { PasskeyStore } from '../../../core/auth/passkeys/passkey-store';
import { DomainError, NotFoundError, UnauthenticatedError } from '../../../core/errors/domain-error';
import { StaffEntity } from '../entities/staff.entity';
import { StaffService } from '../staff.service';
import { StaffPasskeyEntity } from './staff-passkey.entity';

/**
 * Staff passkeys (docs/decisions/222): a second factor beside the TOTP code, never instead of the
 * password. Only staff with two-factor sign-in on may add one (the authenticator app and its recovery
 * codes stay the way back in); turning two-factor sign-in off, or a superadmin's reset, removes them.
 */
@Injectable()
export class StaffPasskeysService {
  private readonly store: PasskeyStore<StaffPasskeyEntity>;

  constructor(
    @InjectRepository(StaffPasskeyEntity) passkeys: Repository<StaffPasskeyEntity>,
    @InjectRepository(StaffEntity) private readonly staff: Repository<StaffEntity>,
    private readonly ceremonies: PasskeyCeremoniesService,
    private readonly signIn: StaffService,
  ) {
    this.store = new PasskeyStore(passkeys, 'staff_id');
  }

  list(staffId: number): Promise<PasskeyView[]> {
    return this.store.list(staffId);
  }

  async startRegistration(staffId: number): Promise<PasskeyCeremony> {
    const account = await this.staff.findOneBy({ id: staffId, is_active: true });
    if (!account) throw new NotFoundError('Staff account not found');
    if (!account.totp_enabled_at) throw new DomainError(409, PasskeyMessages.staffNeedsTotp);
    return this.ceremonies.startRegistration(
      'staff',
      { id: account.id, email: account.email, name: account.name },
      await this.store.credentials(staffId),
    );
  }

  async register(staffId: number, body: RegisterPasskeyDto): Promise<PasskeyView> {
    const passkey = await this.ceremonies.finishRegistration(
      'staff',
      staffId,
      body.ceremony,
      body.credential,
    );
    return this.store.add(staffId, body.name, passkey);
  }

  async remove(staffId: number, id: number): Promise<void> {
    if (!(await this.store.remove(staffId, id))) throw new NotFoundError('Passkey not found');
  }

  /** Options for the second step of the sign-in the challenge belongs to: that account's passkeys only. */
  async startSecondStep(challenge: string): Promise<PasskeyCeremony> {
    const staffId = await this.signIn.challengedStaff(challenge);
    const allow = await this.store.credentials(staffId);
    if (!allow.length) throw new DomainError(409, PasskeyMessages.staffNoPasskey);
    return this.ceremonies.startSignIn('staff', staffId, allow);
  }

  /** The second step with a passkey: counted, limited and finished like a code (StaffService). */
  secondStep(challenge: string, body: PasskeyAssertionDto, address: string): Promise<StaffSession> {
    return this.signIn.loginWithSecondFactor(challenge, address, PasskeyMessages.refused, async (account) => {
      try {
        const used = await this.ceremonies.finishSignIn(
          'staff',
          body.ceremony,
          body.credential,
          (credentialId) => this.store.find(credentialId),
          account.id,
        );
        await this.store.used(used.passkey.credential_id, used.counter, used.backedUp);
        return true;
      } catch (error) {
        if (error instanceof UnauthenticatedError) return false;
        throw error;
      }
    });
  }
}
