import { type LoginData, Messages, type PasskeyCeremony, type PasskeyView } from '@app/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { PasskeyCeremoniesService } from '../../../core/auth/passkeys/passkey-ceremonies';
import type {
  PasskeyAssertionDto,
  RegisterPasskeyDto,
} from '../../../core/auth/passkeys/passkey-credential.dto';
import { PasskeyStore } from '../../../core/auth/passkeys/passkey-store';
import { DomainError, NotFoundError } from '../../../core/errors/domain-error';
import { UserEntity } from '../../members';
import { MemberSessionsService } from '../member-sessions.service';
import { MemberPasskeyEntity } from './member-passkey.entity';

/**
 * Members' passkeys (docs/decisions/222): added and removed on the settings page, used on the login page
 * instead of e-mail and password. A passkey sign-in opens the same session as a password one, with the
 * same refusals (unverified 405, banned or suspended 403).
 */
@Injectable()
export class MemberPasskeysService {
  private readonly store: PasskeyStore<MemberPasskeyEntity>;

  constructor(
    @InjectRepository(MemberPasskeyEntity) passkeys: Repository<MemberPasskeyEntity>,
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    private readonly ceremonies: PasskeyCeremoniesService,
    private readonly sessions: MemberSessionsService,
  ) {
    this.store = new PasskeyStore(passkeys, 'user_id');
  }

  list(userId: number): Promise<PasskeyView[]> {
    return this.store.list(userId);
  }

  async startRegistration(userId: number): Promise<PasskeyCeremony> {
    const user = await this.users.findOneBy({ id: userId });
    if (!user) throw new NotFoundError('User not found');
    return this.ceremonies.startRegistration(
      'member',
      { id: user.id, email: user.email, name: `${user.first_name} ${user.last_name}`.trim() },
      await this.store.credentials(userId),
    );
  }

  async register(userId: number, body: RegisterPasskeyDto): Promise<PasskeyView> {
    const passkey = await this.ceremonies.finishRegistration(
      'member',
      userId,
      body.ceremony,
      body.credential,
    );
    return this.store.add(userId, body.name, passkey);
  }

  async remove(userId: number, id: number): Promise<void> {
    if (!(await this.store.remove(userId, id))) throw new NotFoundError('Passkey not found');
  }

  /** Usernameless: any member's discoverable passkey may answer; the assertion names whose it is. */
  startSignIn(): Promise<PasskeyCeremony> {
    return this.ceremonies.startSignIn('member', null);
  }

  async signIn(body: PasskeyAssertionDto): Promise<LoginData> {
    const { passkey, counter, backedUp } = await this.ceremonies.finishSignIn(
      'member',
      body.ceremony,
      body.credential,
      (credentialId) => this.store.find(credentialId),
    );
    await this.store.used(passkey.credential_id, counter, backedUp);
    const user = await this.users.findOneBy({ id: passkey.owner_id });
    if (!user?.email_verified_at) throw new DomainError(405, Messages.accountNotVerified);
    return this.sessions.start(user.id, body.remember_me === true);
  }
}
