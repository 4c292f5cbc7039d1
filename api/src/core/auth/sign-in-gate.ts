import { setTimeout as sleep } from 'node:timers/promises';
import { Injectable } from '@nestjs/common';
import { failureDelayMs, type LoginFailurePolicy, LoginFailuresService } from '../rate-limit/login-failures';
import { SignInChallengesService } from './sign-in-challenge';

/**
 * Brute-force protection without lockout (decision 218), for members' and staff logins alike: after
 * repeated wrong passwords on an account (or from an address) a login must bring a solved proof-of-work
 * challenge, and wrong answers come slowly. The right password with a solved challenge always gets in.
 */
@Injectable()
export class SignInGateService {
  constructor(
    private readonly failures: LoginFailuresService,
    private readonly challenges: SignInChallengesService,
  ) {}

  /**
   * Before the password is checked: throws a 428 with a fresh challenge when one is needed and the
   * request brings no valid, unspent solution. Checked first, so guesses without work cost no hashing.
   */
  async admit(policy: LoginFailurePolicy, account: string, address: string, solution?: string) {
    if (!(await this.failures.challengeNeeded(policy, account, address))) return;
    if (!(await this.challenges.spend(solution)))
      throw await this.challenges.required(solution !== undefined);
  }

  /** A wrong password (or an unknown account: counted alike): counted, then answered a little later. */
  async failed(policy: LoginFailurePolicy, account: string, address: string): Promise<void> {
    await sleep(failureDelayMs(await this.failures.record(policy, account, address)));
  }

  async succeeded(policy: LoginFailurePolicy, account: string): Promise<void> {
    await this.failures.succeeded(policy, account);
  }
}
