import { encodeChallengeSolution, type SignInChallenge } from '@app/contracts';
import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';

/** Solves a sign-in challenge as the browser does (the same library), answering the `altcha` field. */
export async function solveSignInChallenge(challenge: SignInChallenge): Promise<string> {
  const solution = await solveChallenge({ challenge: challenge as Challenge, deriveKey });
  if (!solution) throw new Error('the sign-in challenge could not be solved');
  return encodeChallengeSolution(challenge, solution);
}
