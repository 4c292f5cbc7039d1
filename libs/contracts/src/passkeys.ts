/**
 * Passkeys (WebAuthn, docs/decisions/222): members sign in with one instead of a password; staff use one as
 * their second factor beside the TOTP code. The options are the WebAuthn JSON the browser library takes
 * (`@simplewebauthn/browser`), typed loosely here so that this package needs no WebAuthn types.
 */

/** A registered passkey as its owner's settings page lists it (never the key itself). */
export interface PasskeyView {
  id: number;
  name: string;
  /** Synced by the platform (iCloud Keychain, Google Password Manager): it survives a lost device. */
  backed_up: boolean;
  created_at: string;
  last_used_at: string | null;
}

/**
 * A started ceremony: `options` go to the browser's `navigator.credentials`; `ceremony` comes back with
 * the browser's answer. It names a single-use challenge that lives five minutes.
 */
export interface PasskeyCeremony {
  ceremony: string;
  options: Record<string, unknown>;
}

/** Longest name a member or staff member may give a passkey. */
export const PASSKEY_NAME_MAX = 60;

export const PasskeyMessages = {
  expired: 'This passkey request has expired. Please try again.',
  refused: 'That passkey was not accepted. Try again, or sign in with your password.',
  registered: 'Passkey added.',
  removed: 'Passkey removed.',
  alreadyRegistered: 'This passkey is already registered.',
  nameRequired: 'Enter a name for this passkey',
  staffNeedsTotp: 'Turn on two-factor sign-in with an authenticator app before adding a passkey.',
  staffNoPasskey: 'No passkey is registered for this account: enter a code instead.',
} as const;
