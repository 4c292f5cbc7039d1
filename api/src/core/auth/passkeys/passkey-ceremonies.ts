import { createHash, createHmac, randomBytes } from 'node:crypto';
import { type PasskeyCeremony, PasskeyMessages } from '@app/contracts';
import { Injectable, Logger } from '@nestjs/common';
import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { AppConfig } from '../../config/app-config';
import { InvalidInputError, UnauthenticatedError } from '../../errors/domain-error';
import { RedisClient } from '../../redis/redis.module';
import type { PasskeyCredentialDto } from './passkey-credential.dto';
import { type RelyingParty, relyingParty } from './relying-party';

/** Members' passkeys belong to the member site, staff's to the console: two relying parties. */
export type PasskeyFace = 'member' | 'staff';
type Purpose = 'register' | 'sign-in';

/** A stored passkey as the ceremonies need it. */
export interface StoredPasskey {
  credential_id: string;
  public_key: Buffer;
  counter: number;
  transports: string;
  owner_id: number;
}

/** What a verified registration gives to store. */
export interface NewPasskey {
  credential_id: string;
  public_key: Buffer;
  counter: number;
  transports: string;
  backed_up: boolean;
}

/** A started ceremony as Redis keeps it: single-use, five minutes. */
interface Pending {
  face: PasskeyFace;
  purpose: Purpose;
  /** The account a registration is for, or the staff member a second step is for; null: anyone's passkey. */
  owner: number | null;
  challenge: string;
}

const CEREMONY_SECONDS = 5 * 60;
const RP_NAME: Record<PasskeyFace, string> = {
  member: 'Restaurant Community',
  staff: 'Restaurant Community Staff',
};

/**
 * The WebAuthn ceremonies (docs/decisions/222), with `@simplewebauthn/server` doing the verification. The
 * challenge never travels alone: the browser gets it inside the options, the caller gets a random ceremony
 * id that names it in Redis; finishing a ceremony takes the id (GETDEL), so a challenge works once and
 * only for the face, purpose and account it was made for. Which passkeys exist is the caller's business.
 */
@Injectable()
export class PasskeyCeremoniesService {
  private readonly logger = new Logger(PasskeyCeremoniesService.name);

  constructor(
    private readonly redis: RedisClient,
    private readonly config: AppConfig,
  ) {}

  party(face: PasskeyFace): RelyingParty {
    return relyingParty(face === 'member' ? this.config.PUBLIC_WEB_URL : this.config.PUBLIC_ADMIN_URL);
  }

  /** Options for a new passkey of the account; its existing passkeys are excluded (one per authenticator). */
  async startRegistration(
    face: PasskeyFace,
    account: { id: number; email: string; name: string },
    existing: Array<Pick<StoredPasskey, 'credential_id' | 'transports'>>,
  ): Promise<PasskeyCeremony> {
    const options = await generateRegistrationOptions({
      rpName: RP_NAME[face],
      rpID: this.party(face).id,
      userName: account.email,
      userDisplayName: account.name,
      userID: this.userHandle(face, account.id),
      attestationType: 'none',
      excludeCredentials: existing.map(allowed),
      // Discoverable: the member's sign-in asks no e-mail first. Verification (PIN, biometrics) is asked
      // for, not demanded: security keys without a PIN still work as a possession factor.
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    });
    return this.pending(
      { face, purpose: 'register', owner: account.id, challenge: options.challenge },
      { ...options },
    );
  }

  /** Checks the browser's new credential against the ceremony; answers what to store. */
  async finishRegistration(
    face: PasskeyFace,
    ownerId: number,
    ceremony: string,
    credential: PasskeyCredentialDto,
  ): Promise<NewPasskey> {
    const pending = await this.take(ceremony, face, 'register', ownerId);
    if (!pending) throw new InvalidInputError({ ceremony: [PasskeyMessages.expired] });
    const party = this.party(face);
    try {
      const result = await verifyRegistrationResponse({
        response: credential as unknown as RegistrationResponseJSON,
        expectedChallenge: pending.challenge,
        expectedOrigin: party.origins,
        expectedRPID: party.id,
        requireUserVerification: false,
      });
      if (result.verified) {
        const info = result.registrationInfo;
        return {
          credential_id: info.credential.id,
          public_key: Buffer.from(info.credential.publicKey),
          counter: info.credential.counter,
          transports: (credential.response.transports ?? []).join(','),
          backed_up: info.credentialBackedUp,
        };
      }
    } catch (error) {
      this.logger.warn({ msg: 'passkey registration refused', face, reason: String(error) });
    }
    throw new InvalidInputError({ credential: [PasskeyMessages.refused] });
  }

  /**
   * Options for a sign-in. Without `owner` any discoverable passkey of the face may answer (the member's
   * usernameless sign-in); with it, only the listed passkeys (a staff member's second step).
   */
  async startSignIn(
    face: PasskeyFace,
    owner: number | null,
    allow: Array<Pick<StoredPasskey, 'credential_id' | 'transports'>> = [],
  ): Promise<PasskeyCeremony> {
    const options = await generateAuthenticationOptions({
      rpID: this.party(face).id,
      allowCredentials: allow.map(allowed),
      userVerification: 'preferred',
    });
    return this.pending({ face, purpose: 'sign-in', owner, challenge: options.challenge }, { ...options });
  }

  /**
   * Checks an assertion: the ceremony (spent here), the passkey `find` returns for its credential id, the
   * account handle, origin, RP ID, signature and counter. Answers the passkey and its new counter; any
   * failure is the same 401, so an answer tells nothing about which passkeys exist.
   */
  async finishSignIn(
    face: PasskeyFace,
    ceremony: string,
    credential: PasskeyCredentialDto,
    find: (credentialId: string) => Promise<StoredPasskey | null>,
    owner: number | null = null,
  ): Promise<{ passkey: StoredPasskey; counter: number; backedUp: boolean }> {
    const pending = await this.take(ceremony, face, 'sign-in', owner);
    if (!pending) throw new UnauthenticatedError(PasskeyMessages.expired);
    const passkey = await find(credential.id);
    const handle = credential.response.userHandle;
    const refused = () => new UnauthenticatedError(PasskeyMessages.refused);
    if (!passkey || (owner !== null && passkey.owner_id !== owner)) throw refused();
    // The authenticator names the account it made the passkey for: it must be the passkey's owner.
    if (handle && handle !== Buffer.from(this.userHandle(face, passkey.owner_id)).toString('base64url'))
      throw refused();
    const party = this.party(face);
    try {
      const result = await verifyAuthenticationResponse({
        response: credential as unknown as AuthenticationResponseJSON,
        expectedChallenge: pending.challenge,
        expectedOrigin: party.origins,
        expectedRPID: party.id,
        credential: {
          id: passkey.credential_id,
          publicKey: new Uint8Array(passkey.public_key),
          counter: passkey.counter,
        },
        requireUserVerification: false,
      });
      if (result.verified)
        return {
          passkey,
          counter: result.authenticationInfo.newCounter,
          backedUp: result.authenticationInfo.credentialBackedUp,
        };
    } catch (error) {
      // A counter that went backwards lands here too: a cloned authenticator (WebAuthn §6.1.1).
      this.logger.warn({ msg: 'passkey sign-in refused', face, reason: String(error) });
    }
    throw refused();
  }

  /**
   * The WebAuthn user handle: stable per account (an authenticator replaces its own older passkey for the
   * same account), opaque (no id or e-mail on the authenticator), 16 bytes of an HMAC under the face's JWT
   * secret.
   */
  private userHandle(face: PasskeyFace, id: number): Uint8Array<ArrayBuffer> {
    const key = face === 'member' ? this.config.JWT_SECRET : this.config.STAFF_JWT_SECRET;
    const digest = createHmac('sha256', key).update(`passkey-user:${face}:${id}`).digest();
    return new Uint8Array(digest.subarray(0, 16));
  }

  private async pending(value: Pending, options: Record<string, unknown>): Promise<PasskeyCeremony> {
    const ceremony = randomBytes(32).toString('base64url');
    await this.redis.set(this.key(ceremony), JSON.stringify(value), 'EX', CEREMONY_SECONDS);
    return { ceremony, options };
  }

  /** Spends the ceremony: it is gone whatever happens next, and answers null unless it is the expected one. */
  private async take(
    ceremony: string,
    face: PasskeyFace,
    purpose: Purpose,
    owner: number | null,
  ): Promise<Pending | null> {
    const stored = await this.redis.getdel(this.key(ceremony));
    if (!stored) return null;
    const pending = JSON.parse(stored) as Pending;
    if (pending.face !== face || pending.purpose !== purpose || pending.owner !== owner) return null;
    return pending;
  }

  /** Redis keeps the id's hash: a leaked key list names no ceremony. */
  private key(ceremony: string) {
    return `passkey:ceremony:${createHash('sha256').update(ceremony).digest('hex')}`;
  }
}

const allowed = (passkey: Pick<StoredPasskey, 'credential_id' | 'transports'>) => ({
  id: passkey.credential_id,
  transports: passkey.transports ? passkey.transports.split(',') : undefined,
});
