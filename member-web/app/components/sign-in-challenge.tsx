import {
  encodeChallengeSolution,
  SIGN_IN_CHALLENGE_FIELD,
  SignInChallengeMessages,
  type SignInChallenge,
} from '@app/contracts';
import { useEffect, useRef, useState } from 'react';

import { useHydrated } from './use-hydrated';

type State = 'solving' | 'solved' | 'failed';

/**
 * The proof-of-work check the API asks for after repeated failed sign-ins (decision 218). The browser
 * solves it with ALTCHA's own library (self-hosted, no third party) and puts the solution in the form's
 * `altcha` field; with `autoSubmit` the form is sent again by itself once solved, when a password is
 * typed. Without JavaScript nothing can be solved: the server-rendered text says so instead (the only
 * case where a member needs JavaScript to sign in); after hydration it tells the check's progress.
 */
export function SignInChallengeField({
  challenge,
  autoSubmit,
}: {
  challenge: SignInChallenge;
  autoSubmit: boolean;
}) {
  const [state, setState] = useState<State>('solving');
  const [payload, setPayload] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const hydrated = useHydrated();

  useEffect(() => {
    const controller = new AbortController();
    setState('solving');
    setPayload('');
    void (async () => {
      try {
        // Loaded only when a check is asked for: most visitors never download it.
        const [{ solveChallenge }, { deriveKey }] = await Promise.all([
          import('altcha-lib'),
          import('altcha-lib/algorithms/web/sha'),
        ]);
        const solution = await solveChallenge({
          challenge: challenge as Parameters<typeof solveChallenge>[0]['challenge'],
          deriveKey,
          controller,
        });
        if (controller.signal.aborted) return;
        if (!solution) return setState('failed');
        setPayload(encodeChallengeSolution(challenge, solution));
        setState('solved');
      } catch {
        if (!controller.signal.aborted) setState('failed');
      }
    })();
    return () => controller.abort();
  }, [challenge]);

  useEffect(() => {
    if (state !== 'solved' || !autoSubmit) return;
    const form = input.current?.form;
    const password = form?.elements.namedItem('password') as HTMLInputElement | null;
    if (form && password?.value) form.requestSubmit();
  }, [state, autoSubmit]);

  return (
    <div className="field">
      <input ref={input} type="hidden" name={SIGN_IN_CHALLENGE_FIELD} value={payload} />
      <p role="status" aria-live="polite" className="field__hint">
        {!hydrated
          ? SignInChallengeMessages.noScript
          : state === 'solving'
            ? SignInChallengeMessages.solving
            : state === 'solved'
              ? SignInChallengeMessages.solved
              : SignInChallengeMessages.failed}
      </p>
    </div>
  );
}
