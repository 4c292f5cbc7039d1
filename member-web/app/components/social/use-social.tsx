import { useActionData, useFetcher } from '@remix-run/react';

import type { SocialIntent, SocialOutcome } from '../../social.server';
import { useHydrated } from '../use-hydrated';

/**
 * A social form's fetcher and its outcome. The form posts to the page's own action (every page with posts
 * exports `socialAction`); with JavaScript the outcome comes back to this fetcher, without it the page's
 * action data carries a failure (a success redirects back). `target` ("post:12", "comment:5", …) picks the
 * outcome that belongs to this card out of the page's action data.
 */
export function useSocial(target: string) {
  const fetcher = useFetcher<SocialOutcome>();
  const actionData = useActionData<SocialOutcome>();
  const pageOutcome =
    actionData && 'target' in actionData && actionData.target === target ? actionData : undefined;
  const outcome = fetcher.data && fetcher.data.target === target ? fetcher.data : pageOutcome;
  const pending =
    fetcher.state !== 'idle' ? (fetcher.formData?.get('intent') as SocialIntent | undefined) : undefined;
  return { fetcher, outcome, pending };
}

/**
 * The hidden fields of a social form: its intent and ids, plus `_nojs` while the page runs without
 * JavaScript (the action then redirects back instead of answering with data).
 */
export function SocialFields({
  intent,
  ...values
}: { intent: SocialIntent } & Record<string, string | number>) {
  const hydrated = useHydrated();
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(values).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {hydrated ? null : <input type="hidden" name="_nojs" value="1" />}
    </>
  );
}

/**
 * Intents whose result the card shows by itself: the page's lists need not be reloaded after them. A
 * deleted post's card turns into the seeds' 'Record(s) has been deleted successfully' in place; reloading
 * the list at once would remove the card, message and all, before anyone could read it.
 */
export const CARD_LOCAL_INTENTS: ReadonlySet<string> = new Set<SocialIntent>([
  'like',
  'comment',
  'update-comment',
  'delete-comment',
  'follow',
  'report',
  'delete-media',
  'update-post',
  'delete-post',
]);

/** shouldRevalidate for pages with posts: skip the reload after an action a card already shows. */
export function revalidateUnlessCardLocal({
  formData,
  defaultShouldRevalidate,
}: {
  formData?: FormData;
  defaultShouldRevalidate: boolean;
}): boolean {
  const intent = formData?.get('intent');
  if (typeof intent === 'string' && CARD_LOCAL_INTENTS.has(intent)) return false;
  return defaultShouldRevalidate;
}
