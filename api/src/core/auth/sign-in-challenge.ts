import { randomInt } from 'node:crypto';
import {
  SignInChallengeMessages,
  SIGN_IN_CHALLENGE_STATUS,
  type SignInChallenge,
  type SignInChallengeRequired,
} from '@app/contracts';
import { applyDecorators, Injectable } from '@nestjs/common';
import { createChallenge, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { AppConfig } from '../config/app-config';
import { DomainError } from '../errors/domain-error';
import { RedisClient } from '../redis/redis.module';

/**
 * The work a challenge asks for: the browser tries SHA-256 counters from 0 up to a random one below this
 * (about half a second to two seconds on a phone); checking a solution costs the API one HMAC.
 */
export const CHALLENGE_MAX_COUNTER = 50_000;
/** Long enough to solve on a slow phone and type a password again; a solution is spent once within it. */
export const CHALLENGE_SECONDS = 10 * 60;
/** The biggest `altcha` value a real solution makes (a few hundred bytes); more is refused unread. */
export const MAX_SOLUTION_LENGTH = 4096;

/** The login bodies' optional `altcha` field: a solved challenge (checked by SignInChallengesService.spend). */
export function ChallengeSolution() {
  return applyDecorators(
    IsOptional(),
    IsString({ message: 'The security check must be a string.' }),
    MaxLength(MAX_SOLUTION_LENGTH, { message: 'The security check is not valid.' }),
  );
}

/** 428: this sign-in needs a solved challenge (a new one is in `data`). */
export class ChallengeRequiredError extends DomainError {
  constructor(message: string, challenge: SignInChallenge) {
    const data: SignInChallengeRequired = { challenge_required: true, challenge };
    super(SIGN_IN_CHALLENGE_STATUS, message, undefined, data);
  }
}

/**
 * Proof-of-work challenges for sign-ins after repeated failures (ALTCHA v2, self-hosted: altcha-lib here,
 * the same library in the browser; decision 218). Challenges are signed with SIGN_IN_CHALLENGE_KEY, so
 * the API keeps nothing until a solution comes back; a solution is then remembered in Redis until its
 * challenge expires, so it opens one sign-in only.
 */
@Injectable()
export class SignInChallengesService {
  constructor(
    private readonly redis: RedisClient,
    private readonly config: AppConfig,
  ) {}

  async create(): Promise<SignInChallenge> {
    const challenge = await createChallenge({
      algorithm: 'SHA-256',
      cost: 1,
      // Deterministic mode: the API picks the answer, so the work is known and the check is one HMAC.
      counter: randomInt(CHALLENGE_MAX_COUNTER),
      deriveKey,
      expiresAt: Math.floor(Date.now() / 1000) + CHALLENGE_SECONDS,
      hmacSignatureSecret: this.config.SIGN_IN_CHALLENGE_KEY,
      hmacKeySignatureSecret: this.keySecret(),
    });
    return challenge as SignInChallenge;
  }

  /** True once for a valid, unexpired solution of a challenge this API signed; false for anything else. */
  async spend(payload: string | undefined): Promise<boolean> {
    const decoded = decodePayload(payload);
    if (!decoded) return false;
    const verified = await verifySolution({
      challenge: decoded.challenge,
      solution: decoded.solution,
      deriveKey,
      hmacSignatureSecret: this.config.SIGN_IN_CHALLENGE_KEY,
      hmacKeySignatureSecret: this.keySecret(),
    }).then(
      (result) => result.verified,
      // A signed challenge is well formed; whatever else makes the library throw is no solution either.
      () => false,
    );
    if (!verified) return false;
    const expiresAt = Number(decoded.challenge.parameters.expiresAt);
    const ttl = Math.max(1, Math.ceil(expiresAt - Date.now() / 1000));
    // SET NX: of two requests with one solution, the second finds it spent.
    const key = `sign-in-challenge:spent:${decoded.challenge.signature}`;
    return (await this.redis.set(key, '1', 'EX', ttl, 'NX')) === 'OK';
  }

  /** The 428 to throw: a fresh challenge, and why (none sent, or a bad one). */
  async required(solutionSent: boolean): Promise<ChallengeRequiredError> {
    return new ChallengeRequiredError(
      solutionSent ? SignInChallengeMessages.invalid : SignInChallengeMessages.required,
      await this.create(),
    );
  }

  /** The derived keys are signed with a key of their own, derived from the setting. */
  private keySecret() {
    return `${this.config.SIGN_IN_CHALLENGE_KEY}:derived-key`;
  }
}

/** The `altcha` field: base64 of `{challenge, solution}`. Anything malformed is simply not a solution. */
export function decodePayload(
  payload: string | undefined,
): { challenge: Challenge; solution: Solution } | null {
  if (!payload || payload.length > MAX_SOLUTION_LENGTH) return null;
  try {
    const parsed = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as Record<string, unknown>;
    const challenge = parsed.challenge as Challenge | undefined;
    const solution = parsed.solution as Solution | undefined;
    if (
      typeof challenge?.signature !== 'string' ||
      typeof challenge.parameters !== 'object' ||
      challenge.parameters === null ||
      typeof challenge.parameters.expiresAt !== 'number' ||
      typeof solution !== 'object' ||
      solution === null
    )
      return null;
    return { challenge, solution };
  } catch {
    return null;
  }
}
