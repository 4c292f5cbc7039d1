import type { FollowPerson, Page } from '@app/contracts';
import { FollowsService } from '../src/modules/follows/follows.service';
import { signUpVerified } from './support/accounts';
import { useTestApi } from './support/api';

const api = useTestApi();
const { http, outbox, bearer } = api;

let follows: FollowsService;

beforeAll(async () => {
  follows = api.app.get(FollowsService);
});

type Member = Awaited<ReturnType<typeof signUpVerified>>;
const member = () => signUpVerified(http, outbox);

const follow = (from: Member, to: Member) =>
  http().post('/api/users/follow').set(bearer(from)).send({ followee_id: to.id });
const act = (who: Member, follower: Member, action_type: number | string) =>
  http()
    .post('/api/users/follow-action-type')
    .set(bearer(who))
    .send({ follower_id: follower.id, action_type });
async function list(
  who: Member,
  which: 'my-followees' | 'my-followers' | 'my-follow-requests',
): Promise<Page<FollowPerson>> {
  const res = await http().get(`/api/users/${which}`).set(bearer(who)).expect(200);
  return res.body.data;
}
const ids = (page: Page<FollowPerson>) => page.data.map((p) => p.id);
/** Follower and following counts as profiles show them (statsFor without a viewer). */
async function countsOf(memberIds: number[]) {
  const stats = await follows.statsFor(null, memberIds);
  return new Map(
    [...stats].map(([id, { followers_count, followings_count }]) => [
      id,
      { followers_count, followings_count },
    ]),
  );
}

describe('a follow request', () => {
  it('goes from Requested to an accepted follow, shows in both lists and counts, and ends with unfollow', async () => {
    const [asha, bina] = await Promise.all([member(), member()]);

    const sent = await follow(asha, bina).expect(200);
    expect(sent.body).toMatchObject({
      status_code: 200,
      message: 'Follow request sent.',
      data: { followee_id: bina.id, relation: 'Requested', follow_status: 'pending' },
    });
    expect((await follows.relationsOf(asha.id, [bina.id])).get(bina.id)).toBe('Requested');
    expect((await follows.statusesOf(asha.id, [bina.id])).get(bina.id)).toBe('pending');

    const requests = await list(bina, 'my-follow-requests');
    expect(requests.data).toEqual([
      {
        id: asha.id,
        full_name: 'Asha Patel',
        profile_photo: null,
        city: { id: 134096, name: 'Surat' },
        state: { id: 4030, name: 'Gujarat' },
        country: { id: 101, name: 'India' },
      },
    ]);
    // A pending request is not a follow yet.
    expect((await countsOf([bina.id])).get(bina.id)).toEqual({
      followers_count: 0,
      followings_count: 0,
    });
    expect(ids(await list(bina, 'my-followers'))).toEqual([]);

    const accepted = await act(bina, asha, 1).expect(200);
    expect(accepted.body).toMatchObject({
      message: 'Follow request accepted.',
      data: { follower_id: asha.id, status: 'accepted' },
    });
    expect(ids(await list(bina, 'my-follow-requests'))).toEqual([]);
    expect(ids(await list(bina, 'my-followers'))).toEqual([asha.id]);
    expect(ids(await list(asha, 'my-followees'))).toEqual([bina.id]);
    const counts = await countsOf([asha.id, bina.id]);
    expect(counts.get(bina.id)).toEqual({ followers_count: 1, followings_count: 0 });
    expect(counts.get(asha.id)).toEqual({ followers_count: 0, followings_count: 1 });
    // The seeds' relation stays 'Requested' for old clients; follow_status says the follow was accepted.
    expect((await follows.statsFor(asha.id, [bina.id])).get(bina.id)).toEqual({
      relation: 'Requested',
      follow_status: 'accepted',
      followers_count: 1,
      followings_count: 0,
      follows_you: false,
    });
    expect((await follows.statsFor(null, [bina.id])).get(bina.id)).toMatchObject({
      relation: 'Follow',
      follow_status: 'none',
    });
    const profile = await http().get(`/api/users/${bina.id}`).set(bearer(asha)).expect(200);
    expect(profile.body.data).toMatchObject({ relation: 'Requested', follow_status: 'accepted' });
    // Asking again changes nothing and says so.
    const again = await follow(asha, bina).expect(200);
    expect(again.body.data).toEqual({
      followee_id: bina.id,
      relation: 'Requested',
      follow_status: 'accepted',
    });

    const gone = await http()
      .post('/api/users/unfollow')
      .set(bearer(asha))
      .send({ followee_id: bina.id })
      .expect(200);
    expect(gone.body).toMatchObject({
      message: 'Unfollowed successfully.',
      data: { followee_id: bina.id, relation: 'Follow', follow_status: 'none' },
    });
    expect(ids(await list(asha, 'my-followees'))).toEqual([]);
    expect(ids(await list(bina, 'my-followers'))).toEqual([]);
    expect((await countsOf([bina.id])).get(bina.id)).toEqual({
      followers_count: 0,
      followings_count: 0,
    });
    expect((await follows.relationsOf(asha.id, [bina.id])).get(bina.id)).toBe('Follow');
  });

  it('asked twice stays one request, and an accepted follow stays accepted', async () => {
    const [asha, bina] = await Promise.all([member(), member()]);
    await follow(asha, bina).expect(200);
    await follow(asha, bina).expect(200);
    expect((await list(bina, 'my-follow-requests')).total).toBe(1);
    await act(bina, asha, '1').expect(200);
    await follow(asha, bina).expect(200);
    expect(ids(await list(bina, 'my-followers'))).toEqual([asha.id]);
    expect(ids(await list(bina, 'my-follow-requests'))).toEqual([]);
  });

  it('rejected, leaves the requests and can be sent again', async () => {
    const [asha, bina] = await Promise.all([member(), member()]);
    await follow(asha, bina).expect(200);
    const rejected = await act(bina, asha, 2).expect(200);
    expect(rejected.body.data).toEqual({ follower_id: asha.id, status: 'removed' });
    expect(ids(await list(bina, 'my-follow-requests'))).toEqual([]);
    expect((await follows.relationsOf(asha.id, [bina.id])).get(bina.id)).toBe('Follow');
    await follow(asha, bina).expect(200);
    expect(ids(await list(bina, 'my-follow-requests'))).toEqual([asha.id]);
  });

  it('withdrawn by the follower with unfollow before it is answered', async () => {
    const [asha, bina] = await Promise.all([member(), member()]);
    await follow(asha, bina).expect(200);
    await http().post('/api/users/unfollow').set(bearer(asha)).send({ followee_id: bina.id }).expect(200);
    expect(ids(await list(bina, 'my-follow-requests'))).toEqual([]);
  });
});

describe('followers', () => {
  it('can be removed by the member they follow', async () => {
    const [asha, bina, chitra] = await Promise.all([member(), member(), member()]);
    await follow(asha, bina).expect(200);
    await follow(chitra, bina).expect(200);
    await act(bina, asha, 1).expect(200);
    await act(bina, chitra, 1).expect(200);
    expect(ids(await list(bina, 'my-followers')).sort()).toEqual([asha.id, chitra.id].sort());

    const removed = await act(bina, asha, 2).expect(200);
    expect(removed.body.message).toBe('Removed successfully.');
    expect(ids(await list(bina, 'my-followers'))).toEqual([chitra.id]);
    expect(ids(await list(asha, 'my-followees'))).toEqual([]);
    expect((await countsOf([bina.id])).get(bina.id)!.followers_count).toBe(1);
  });

  it('are listed newest first, a page at a time', async () => {
    const [bina, asha, chitra] = await Promise.all([member(), member(), member()]);
    for (const who of [asha, chitra]) {
      await follow(who, bina).expect(200);
      await act(bina, who, 1).expect(200);
    }
    const first = await http()
      .get('/api/users/my-followers')
      .query({ per_page: 1 })
      .set(bearer(bina))
      .expect(200);
    expect(first.body.data).toMatchObject({ current_page: 1, per_page: 1, total: 2, last_page: 2 });
    const second = await http()
      .get('/api/users/my-followers')
      .query({ per_page: 1, page: 2 })
      .set(bearer(bina))
      .expect(200);
    expect([...ids(first.body.data), ...ids(second.body.data)]).toEqual([chitra.id, asha.id]);
    await http().get('/api/users/my-followers').query({ per_page: 500 }).set(bearer(bina)).expect(422);
  });
});

describe('refusals', () => {
  it('refuses following yourself, an unknown member, and malformed payloads', async () => {
    const asha = await member();
    const self = await http()
      .post('/api/users/follow')
      .set(bearer(asha))
      .send({ followee_id: asha.id })
      .expect(422);
    expect(self.body).toMatchObject({
      status_code: 422,
      message: 'You cannot follow yourself.',
      errors: { followee_id: ['You cannot follow yourself.'] },
    });
    const unknown = await http()
      .post('/api/users/follow')
      .set(bearer(asha))
      .send({ followee_id: 99_999_999 })
      .expect(404);
    expect(unknown.body).toMatchObject({ status_code: 404, message: 'User not found' });
    const missing = await http().post('/api/users/follow').set(bearer(asha)).send({}).expect(422);
    expect(missing.body.errors).toEqual({ followee_id: ['The followee id field is required.'] });
    await http().post('/api/users/follow').set(bearer(asha)).send({ followee_id: 'abc' }).expect(422);
    await http().post('/api/users/unfollow').set(bearer(asha)).send({ followee_id: asha.id }).expect(422);
  });

  it('lets nobody act on a request that is not addressed to them', async () => {
    const [asha, bina, mallory] = await Promise.all([member(), member(), member()]);
    await follow(asha, bina).expect(200);
    const res = await act(mallory, asha, 1).expect(404);
    expect(res.body.message).toBe('No follow request or follower found for this member.');
    await act(asha, asha, 1).expect(404);
    // The request is untouched and still bina's to answer.
    expect(ids(await list(bina, 'my-follow-requests'))).toEqual([asha.id]);
    expect((await follows.relationsOf(asha.id, [bina.id])).get(bina.id)).toBe('Requested');
  });

  it('refuses an unknown action type and anonymous calls', async () => {
    const [asha, bina] = await Promise.all([member(), member()]);
    await follow(asha, bina).expect(200);
    const res = await act(bina, asha, 3).expect(422);
    expect(res.body.errors).toEqual({ action_type: ['The selected action type is invalid.'] });
    await http().get('/api/users/my-followers').expect(401);
    await http().post('/api/users/follow').send({ followee_id: bina.id }).expect(401);
  });

  it('limits follow requests per member, whatever the address', async () => {
    const [asha, bina] = await Promise.all([member(), member()]);
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) statuses.push((await follow(asha, bina)).status);
    expect(statuses.slice(0, 60).every((s) => s === 200)).toBe(true);
    expect(statuses[60]).toBe(429);
    // Another member is not affected.
    await follow(bina, asha).expect(200);
  });
});

describe('routes shared with profiles (users/:id)', () => {
  it('POST users/follow is a follow request, never a profile update', async () => {
    const [asha, bina] = await Promise.all([member(), member()]);
    const res = await http()
      .post('/api/users/follow')
      .set(bearer(asha))
      .send({ followee_id: bina.id, first_name: 'Hacked' })
      .expect(200);
    expect(res.body.message).toBe('Follow request sent.');
    const profile = await http().get(`/api/users/${asha.id}`).set(bearer(asha)).expect(200);
    expect(profile.body.data.first_name).toBe('Asha');
  });

  it('GET users/my-followers and friends are lists, never a profile lookup', async () => {
    const asha = await member();
    for (const path of ['my-followers', 'my-followees', 'my-follow-requests']) {
      const res = await http().get(`/api/users/${path}`).set(bearer(asha)).expect(200);
      expect(res.body.data).toEqual({ current_page: 1, data: [], last_page: 1, per_page: 20, total: 0 });
    }
  });
});
