import { FollowTotalsService } from '../src/modules/follows/follow-totals';
import { FollowsService } from '../src/modules/follows/follows.service';
import { signUpVerified } from './support/accounts';
import { useTestApi } from './support/api';

// The follower and following counts profiles show come from counters kept by triggers on follows (decision
// 196), not from counting follows on every read. These tests hold the counters against a real count after
// every way a follow starts and ends, through the member-facing endpoints.
const api = useTestApi();
const { http, outbox, bearer } = api;

let follows: FollowsService;
let totals: FollowTotalsService;

beforeAll(async () => {
  follows = api.app.get(FollowsService);
  totals = api.app.get(FollowTotalsService);
  // Earlier test files may have removed members by a cascade (no trigger fires): start from a true count.
  await totals.reconcile();
});

type Member = Awaited<ReturnType<typeof signUpVerified>>;
const member = () => signUpVerified(http, outbox);
const follow = (from: Member, to: Member) =>
  http().post('/api/users/follow').set(bearer(from)).send({ followee_id: to.id }).expect(200);
const unfollow = (from: Member, to: Member) =>
  http().post('/api/users/unfollow').set(bearer(from)).send({ followee_id: to.id }).expect(200);
const act = (who: Member, follower: Member, action_type: number) =>
  http()
    .post('/api/users/follow-action-type')
    .set(bearer(who))
    .send({ follower_id: follower.id, action_type })
    .expect(200);

/** What the counts must be: accepted follows, counted. */
async function truth(id: number): Promise<{ followers_count: number; followings_count: number }> {
  const [row] = await api.db.query(
    `SELECT (SELECT COUNT(*) FROM follows WHERE followee_id = ? AND status = 'accepted') AS followers,
            (SELECT COUNT(*) FROM follows WHERE follower_id = ? AND status = 'accepted') AS followings`,
    [id, id],
  );
  return { followers_count: Number(row.followers), followings_count: Number(row.followings) };
}

/** The totals of a member's own follower and following lists, as the list endpoints answer them. */
async function listTotals(m: Member): Promise<{ followers_count: number; followings_count: number }> {
  const total = async (which: string) =>
    Number((await http().get(`/api/users/${which}`).set(bearer(m)).expect(200)).body.data.total);
  return { followers_count: await total('my-followers'), followings_count: await total('my-followees') };
}

async function expectTruthful(members: Member[]): Promise<void> {
  const stats = await follows.statsFor(
    null,
    members.map((m) => m.id),
  );
  for (const m of members) {
    const { followers_count, followings_count } = stats.get(m.id)!;
    const counted = await truth(m.id);
    expect({ followers_count, followings_count }).toEqual(counted);
    expect(await listTotals(m)).toEqual(counted);
  }
}

describe('the follow counts', () => {
  it('stay exact through request, accept, repeat, remove, unfollow and a request withdrawn', async () => {
    const [asha, bina, chen] = await Promise.all([member(), member(), member()]);
    await expectTruthful([asha, bina, chen]);

    // A request is not a follow until accepted.
    await follow(asha, bina);
    await follow(chen, bina);
    await expectTruthful([asha, bina, chen]);
    expect((await follows.statsFor(null, [bina.id])).get(bina.id)).toMatchObject({ followers_count: 0 });

    await act(bina, asha, 1);
    await act(bina, chen, 1);
    expect((await follows.statsFor(null, [bina.id])).get(bina.id)).toMatchObject({
      followers_count: 2,
      followings_count: 0,
    });
    await expectTruthful([asha, bina, chen]);

    // Accepting again and asking again change nothing.
    await act(bina, asha, 1);
    await follow(asha, bina);
    await expectTruthful([asha, bina, chen]);

    // The followee removes one follower; the other unfollows.
    await act(bina, asha, 2);
    await unfollow(chen, bina);
    expect((await follows.statsFor(null, [bina.id, chen.id])).get(bina.id)).toMatchObject({
      followers_count: 0,
    });
    await expectTruthful([asha, bina, chen]);

    // A pending request withdrawn never counted.
    await follow(bina, chen);
    await unfollow(bina, chen);
    await expectTruthful([asha, bina, chen]);
  });

  it('show on the profile a member reads', async () => {
    const [asha, bina] = await Promise.all([member(), member()]);
    await follow(asha, bina);
    await act(bina, asha, 1);
    const profile = await http().get(`/api/users/${bina.id}`).set(bearer(asha)).expect(200);
    expect(profile.body.data).toMatchObject({
      followers_count: 1,
      followings_count: 0,
      relation: 'Requested',
    });
    const own = await http().get(`/api/users/${asha.id}`).set(bearer(asha)).expect(200);
    expect(own.body.data).toMatchObject({ followers_count: 0, followings_count: 1 });
  });

  it('are put right by the nightly reconcile when a cascade removed follows unseen', async () => {
    const [asha, bina] = await Promise.all([member(), member()]);
    await follow(asha, bina);
    await act(bina, asha, 1);
    // A member's account row removed: the foreign key's cascade deletes the follow, and no trigger fires.
    await api.db.query('DELETE FROM users WHERE id = ?', [asha.id]);
    expect((await follows.statsFor(null, [bina.id])).get(bina.id)).toMatchObject({ followers_count: 1 });

    expect((await totals.reconcile()).corrected).toBeGreaterThanOrEqual(1);
    await expectTruthful([bina]);
    expect((await totals.reconcile()).corrected).toBe(0);
  });
});
