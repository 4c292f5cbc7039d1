import type { MemberUser } from '@app/contracts';
import { freshIp, signUpVerified } from './support/accounts';
import { useTestApi } from './support/api';

const api = useTestApi();
const { http, outbox } = api;

const as = (token: string) => ({ Authorization: `Bearer ${token}`, 'X-Forwarded-For': freshIp() });
const profile = async (token: string, id: number) =>
  (await http().get(`/api/users/${id}`).set(as(token)).expect(200)).body.data as MemberUser;

describe("a member's counts and the viewer's relation on GET users/{id} and GET user", () => {
  it('follow another member: Requested, then counted once accepted; posts counted', async () => {
    const ann = await signUpVerified(http, outbox);
    const bob = await signUpVerified(http, outbox);
    expect(await profile(ann.token, bob.id)).toMatchObject({
      relation: 'Follow',
      followers_count: 0,
      followings_count: 0,
      post_count: 0,
    });

    await http()
      .post('/api/users/follow')
      .set(as(ann.token))
      .send({ followee_id: bob.id })
      .expect((res) => expect(res.status).toBeLessThan(300));
    expect(await profile(ann.token, bob.id)).toMatchObject({ relation: 'Requested', followers_count: 0 });
    // The relation is the viewer's: Bob does not follow Ann.
    expect((await profile(bob.token, ann.id)).relation).toBe('Follow');

    await http()
      .post('/api/users/follow-action-type')
      .set(as(bob.token))
      .send({ follower_id: ann.id, action_type: 1 })
      .expect((res) => expect(res.status).toBeLessThan(300));
    expect(await profile(ann.token, bob.id)).toMatchObject({ followers_count: 1, followings_count: 0 });
    expect(await profile(bob.token, ann.id)).toMatchObject({ followers_count: 0, followings_count: 1 });

    await http()
      .post('/api/posts')
      .set(as(bob.token))
      .field('title', 'Opening soon')
      .field('description', 'A new kitchen in Surat.')
      .expect(201);
    expect((await profile(ann.token, bob.id)).post_count).toBe(1);
    const me = (await http().get('/api/user').set(as(bob.token)).expect(200)).body.data as MemberUser;
    expect(me).toMatchObject({ id: bob.id, post_count: 1, followers_count: 1 });
  });
});
