import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';

/**
 * A software authenticator for API specs: real WebAuthn answers (`none` attestation, ES256 assertions),
 * made the way the spec (WebAuthn Level 2, §6.1 and §6.5) says an authenticator and a browser make them,
 * so the API's @simplewebauthn/server checks them exactly as it checks a phone's or a security key's.
 * Each passkey it creates is discoverable and remembered with its counter.
 */

type Json = Record<string, unknown>;

interface SoftPasskey {
  id: string;
  rpId: string;
  userHandle: string;
  key: KeyObject;
  counter: number;
}

/** What a test may bend to forge an answer (another origin, an older counter, another account handle). */
export interface Forgery {
  origin?: string;
  counter?: number;
  userHandle?: string;
  challenge?: string;
}

const b64url = (bytes: Buffer | string) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();
const uint32 = (n: number) => {
  const out = Buffer.alloc(4);
  out.writeUInt32BE(n);
  return out;
};

export class SoftAuthenticator {
  private readonly passkeys: SoftPasskey[] = [];

  /** `origin`: what the browser would report, the page the ceremony runs on. */
  constructor(readonly origin: string) {}

  /** navigator.credentials.create(): a new ES256 passkey for the options' RP and user. */
  create(options: Json, forgery: Forgery = {}): Json {
    const rp = options.rp as { id: string };
    const user = options.user as { id: string };
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = publicKey.export({ format: 'jwk' });
    const id = randomBytes(32);
    const passkey: SoftPasskey = {
      id: b64url(id),
      rpId: rp.id,
      userHandle: user.id,
      key: privateKey,
      counter: 0,
    };
    // COSE_Key (RFC 9053): kty EC2 (2), alg ES256 (-7), crv P-256 (1), x, y.
    const coseKey = cbor(
      new Map<number, unknown>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x!, 'base64url')],
        [-3, Buffer.from(jwk.y!, 'base64url')],
      ]),
    );
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(id.length);
    const authData = Buffer.concat([
      sha256(rp.id),
      Buffer.from([0x45]), // user present, user verified, attested credential data
      uint32(0),
      Buffer.alloc(16), // AAGUID: none
      idLength,
      id,
      coseKey,
    ]);
    const clientData = this.clientData('webauthn.create', String(options.challenge), forgery);
    this.passkeys.push(passkey);
    return {
      id: passkey.id,
      rawId: passkey.id,
      type: 'public-key',
      response: {
        clientDataJSON: clientData,
        attestationObject: b64url(
          cbor(
            new Map<string, unknown>([
              ['fmt', 'none'],
              ['attStmt', new Map()],
              ['authData', authData],
            ]),
          ),
        ),
        transports: ['internal'],
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }

  /**
   * navigator.credentials.get(): an assertion by the passkey `which` (its id), or else by one the
   * options allow, or else by the newest for the options' RP (a discoverable sign-in).
   */
  get(options: Json, which?: string, forgery: Forgery = {}): Json {
    const allowed = ((options.allowCredentials as Array<{ id: string }>) ?? []).map((c) => c.id);
    const passkey = [...this.passkeys]
      .reverse()
      .find((p) =>
        which ? p.id === which : p.rpId === options.rpId && (!allowed.length || allowed.includes(p.id)),
      );
    if (!passkey) throw new Error('NotAllowedError: no passkey for these options');
    passkey.counter += 1;
    const authData = Buffer.concat([
      sha256(passkey.rpId),
      Buffer.from([0x05]), // user present, user verified
      uint32(forgery.counter ?? passkey.counter),
    ]);
    const clientData = this.clientData('webauthn.get', String(options.challenge), forgery);
    const signature = sign(
      'sha256',
      Buffer.concat([authData, sha256(Buffer.from(clientData, 'base64url'))]),
      passkey.key,
    );
    return {
      id: passkey.id,
      rawId: passkey.id,
      type: 'public-key',
      response: {
        clientDataJSON: clientData,
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: forgery.userHandle ?? passkey.userHandle,
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }

  /** The ids of the passkeys made so far, oldest first. */
  get ids(): string[] {
    return this.passkeys.map((p) => p.id);
  }

  private clientData(type: string, challenge: string, forgery: Forgery): string {
    return b64url(
      JSON.stringify({
        type,
        challenge: forgery.challenge ?? challenge,
        origin: forgery.origin ?? this.origin,
        crossOrigin: false,
      }),
    );
  }
}

/** The CBOR (RFC 8949) an authenticator writes: integers, byte and text strings, maps. */
export function cbor(value: unknown): Buffer {
  const head = (major: number, n: number) => {
    if (n < 24) return Buffer.from([(major << 5) | n]);
    if (n < 0x100) return Buffer.from([(major << 5) | 24, n]);
    if (n < 0x10000) return Buffer.from([(major << 5) | 25, n >> 8, n & 0xff]);
    return Buffer.concat([Buffer.from([(major << 5) | 26]), uint32(n)]);
  };
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (Buffer.isBuffer(value)) return Buffer.concat([head(2, value.length), Buffer.from(value)]);
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8');
    return Buffer.concat([head(3, bytes.length), bytes]);
  }
  if (value instanceof Map) {
    const parts: Buffer[] = [head(5, value.size)];
    for (const [k, v] of value) parts.push(cbor(k), cbor(v));
    return Buffer.concat(parts);
  }
  throw new Error(`cbor: cannot encode ${typeof value}`);
}
