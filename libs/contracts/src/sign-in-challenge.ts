/**
 * The proof-of-work check of a sign-in after repeated failures (decision 218): the API answers 428 with a
 * challenge in `data`; the browser solves it (ALTCHA, altcha-lib) and sends the solution with the same
 * credentials in the login body's `altcha` field. Members' and staff logins speak it alike.
 */
export const SIGN_IN_CHALLENGE_STATUS = 428;

/** The login body's field that carries a solved challenge (ALTCHA's own field name). */
export const SIGN_IN_CHALLENGE_FIELD = 'altcha';

/** An ALTCHA v2 challenge as the API sends it: signed parameters, nothing secret. */
export interface SignInChallenge {
  parameters: {
    algorithm: string;
    nonce: string;
    salt: string;
    cost: number;
    keyLength: number;
    keyPrefix: string;
    keySignature?: string;
    expiresAt?: number;
    [key: string]: unknown;
  };
  signature?: string;
}

/** `data` of the 428 answer. */
export interface SignInChallengeRequired {
  challenge_required: true;
  challenge: SignInChallenge;
}

export interface SignInChallengeSolution {
  counter: number;
  derivedKey: string;
}

export const SignInChallengeMessages = {
  required:
    'Too many failed sign-ins on this account. Your browser must complete a short security check; then sign in again.',
  invalid: 'The security check was not completed, has expired or was already used. Please sign in again.',
  noScript:
    'After many failed sign-ins, this account needs a short security check that runs in your browser. Please turn on JavaScript and sign in again.',
  solving: 'Running a short security check in your browser…',
  solved: 'Security check done.',
  failed: 'The security check could not run in this browser. Please reload the page and try again.',
} as const;

/** The `altcha` field's value: the challenge with its solution, JSON in base64 (as ALTCHA's widget sends it). */
export function encodeChallengeSolution(
  challenge: SignInChallenge,
  solution: SignInChallengeSolution,
): string {
  const json = JSON.stringify({
    challenge,
    solution: { counter: solution.counter, derivedKey: solution.derivedKey },
  });
  return btoa(json);
}

/** The 428 answer's challenge, or null when the answer is something else. */
export function challengeOf(status: number, body: unknown): SignInChallenge | null {
  if (status !== SIGN_IN_CHALLENGE_STATUS) return null;
  const data = (body as { data?: Partial<SignInChallengeRequired> } | undefined)?.data;
  return data?.challenge_required && data.challenge ? data.challenge : null;
}
