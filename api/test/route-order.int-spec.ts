// First: the app below is built with DOMAIN_MODULES reversed (AccountsModule's `users/:id` before
// FollowsModule's `users/follow`, `users/my-followers`).
import './support/reverse-domain-modules';
import type { FollowPerson, Page } from '@app/contracts';
import { DOMAIN_MODULES } from '../src/modules/domain.modules';
import { signUpVerified } from './support/accounts';
import { useTestApi } from './support/api';

const api = useTestApi();
const { http, outbox, bearer } = api;

describe('route order', () => {
  it('builds this app with the accounts module before the follows module', () => {
    const names = DOMAIN_MODULES.map((m) => m.name);
    expect(names.indexOf('AccountsModule')).toBeLessThan(names.indexOf('FollowsModule'));
  });

  it('reaches the literal users/… routes although users/:id is registered first', async () => {
    const [asha, bina] = await Promise.all([signUpVerified(http, outbox), signUpVerified(http, outbox)]);

    const sent = await http().post('/api/users/follow').set(bearer(asha)).send({ followee_id: bina.id });
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ message: 'Follow request sent.', data: { relation: 'Requested' } });

    const requests = await http().get('/api/users/my-follow-requests').set(bearer(bina)).expect(200);
    expect((requests.body.data as Page<FollowPerson>).data.map((p) => p.id)).toEqual([asha.id]);
    await http().get('/api/users/my-followers').set(bearer(bina)).expect(200);
  });

  it('still answers users/:id for a number, and 404 for a segment that is not one', async () => {
    const asha = await signUpVerified(http, outbox);
    const res = await http().get(`/api/users/${asha.id}`).set(bearer(asha)).expect(200);
    expect(res.body.data).toMatchObject({ id: asha.id });

    const unknown = await http().get('/api/users/not-a-number').set(bearer(asha)).expect(404);
    expect(unknown.body).toMatchObject({ status_code: 404 });
  });
});
