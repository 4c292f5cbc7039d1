import { encodeChallengeSolution, type SignInChallenge } from '@app/contracts';

/**
 * Solves the proof-of-work check the API asks for after repeated failed sign-ins (decision 218), with
 * ALTCHA's own library (self-hosted, no third party), loaded only when a check is asked for. Answers the
 * login body's `altcha` value.
 */
export async function solveSignInChallenge(challenge: SignInChallenge): Promise<string> {
  const [{ solveChallenge }, { deriveKey }] = await Promise.all([
    import('altcha-lib'),
    import('altcha-lib/algorithms/web/sha'),
  ]);
  const solution = await solveChallenge({
    challenge: challenge as Parameters<typeof solveChallenge>[0]['challenge'],
    deriveKey,
  });
  if (!solution) throw new Error('The security check could not run in this browser. Please reload the page.');
  return encodeChallengeSolution(challenge, solution);
}
