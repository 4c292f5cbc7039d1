import type { FollowStatus, LikerRelation } from '@app/contracts';

import { useT } from '../../i18n/i18n';
import { SocialFields, useSocial } from './use-social';
import { useMemberId } from './viewer';

/** The catalogue key of what the member reads where the button was, for a follow pending or accepted. */
const FOLLOW_STATE_KEY = { pending: 'follow.requested', accepted: 'follow.following' } as const;

/**
 * Follow shows while the viewer does not follow the member; after the request it gives way to 'Requested',
 * and once the member accepted to 'Following'. The API's `follow_status` tells those apart (its seeds'
 * `relation` says 'Requested' for both; decision 296); without it, `relation` alone decides. Nothing shows
 * for yourself or for a visitor who is not signed in.
 */
export function FollowButton({
  memberId,
  relation,
  status,
  name,
}: {
  memberId: number;
  relation: LikerRelation;
  status?: FollowStatus;
  name: string;
}) {
  const { t } = useT('social');
  const me = useMemberId();
  const { fetcher, outcome, pending } = useSocial(`user:${memberId}`);
  if (me === null || me === memberId) return null;
  const answered = outcome?.ok && outcome.intent === 'follow' ? (outcome.follow ?? null) : undefined;
  const current: FollowStatus =
    answered !== undefined
      ? (answered?.follow_status ?? 'pending')
      : pending === 'follow'
        ? 'pending'
        : (status ?? (relation === 'Follow' ? 'none' : 'pending'));
  if (current !== 'none') return <span className="follow-state">{t(FOLLOW_STATE_KEY[current])}</span>;
  return (
    <fetcher.Form method="post" className="inline-form">
      <SocialFields intent="follow" memberId={memberId} />
      <button
        type="submit"
        className="button button--primary button--small"
        aria-label={t('follow.followName', { name })}
      >
        {t('follow.follow')}
      </button>
      {outcome && !outcome.ok ? (
        <span className="field__error" role="alert">
          {outcome.message}
        </span>
      ) : null}
    </fetcher.Form>
  );
}
