import type { LikerRelation } from '@app/contracts';

import { SocialFields, useSocial } from './use-social';
import { useMemberId } from './viewer';

/**
 * Follow shows while the relation is 'Follow'; after the request it gives way to the relation's text
 * ('Requested'). Nothing shows for yourself or for a visitor who is not signed in.
 */
export function FollowButton({
  memberId,
  relation,
  name,
}: {
  memberId: number;
  relation: LikerRelation;
  name: string;
}) {
  const me = useMemberId();
  const { fetcher, outcome, pending } = useSocial(`user:${memberId}`);
  if (me === null || me === memberId) return null;
  const followed =
    outcome?.ok && outcome.intent === 'follow' ? (outcome.follow?.relation ?? 'Requested') : undefined;
  const current = followed ?? (pending === 'follow' ? 'Requested' : relation);
  if (current !== 'Follow') return <span className="follow-state">{current}</span>;
  return (
    <fetcher.Form method="post" className="inline-form">
      <SocialFields intent="follow" memberId={memberId} />
      <button type="submit" className="button button--primary button--small" aria-label={`Follow ${name}`}>
        Follow
      </button>
      {outcome && !outcome.ok ? (
        <span className="field__error" role="alert">
          {outcome.message}
        </span>
      ) : null}
    </fetcher.Form>
  );
}
