import type { InvoiceSummary, Page, Post } from '@app/contracts';
import { InvoiceIssuerService } from '../src/modules/invoices/invoice-issuer.service';
import { invoicedMember, paidPurchase } from './support/invoices';
import { createPost, newMember } from './support/social';
import { useTestApi } from './support/api';

/** Old clients send the list filters either way (decision 174): both forms answer the same list. */
const api = useTestApi();
const { http, outbox, bearer } = api;

describe('GET posts?filter=', () => {
  it('takes a plain member id, and the {"user_id"} JSON form alike', async () => {
    const [asha, bina] = await Promise.all([newMember(http, outbox), newMember(http, outbox)]);
    const first = await createPost(http, asha, { title: 'Old client one' });
    const second = await createPost(http, asha, { title: 'Old client two' });
    await createPost(http, bina, { title: 'Someone else' });
    const ids = async (query: string) => {
      const res = await http().get(`/api/posts?${query}`).set(bearer(bina)).expect(200);
      return (res.body.data as Page<Post>).data.map((post) => post.id);
    };
    const expected = [second.id, first.id];
    expect(await ids(`filter=${asha.id}`)).toEqual(expected);
    expect(await ids(`filter=${encodeURIComponent(JSON.stringify({ user_id: asha.id }))}`)).toEqual(expected);
    expect(await ids(`filter=${encodeURIComponent(`{"user_id":"${asha.id}"}`)}`)).toEqual(expected);
  });

  it('refuses other shapes with a 4xx, never a 500', async () => {
    const bina = await newMember(http, outbox);
    for (const filter of ['abc', '{"user_id":"x"}', '{"other":1}', '{user_id}', '[1]', '{"user_id":0}']) {
      const res = await http().get('/api/posts').query({ filter }).set(bearer(bina));
      expect([400, 422]).toContain(res.status);
    }
  });
});

describe('GET invoicess?filter=', () => {
  it('takes the JSON form, and a plain 1/0 alike', async () => {
    const issuer = api.app.get(InvoiceIssuerService);
    const me = await invoicedMember(http, outbox);
    const elite = await issuer.issue(paidPurchase(me.id));
    const badge = await issuer.issue(
      paidPurchase(me.id, { kind: 'bluetick', planId: 2, planName: '1YearPlan', amountMinor: 117882 }),
    );
    const ids = async (query: string) => {
      const res = await http().get(`/api/invoicess?${query}`).set(bearer(me.token)).expect(200);
      return (res.body.data as Page<InvoiceSummary>).data.map((invoice) => invoice.id);
    };
    expect(await ids(`filter=${encodeURIComponent('{"is_elite":1}')}`)).toEqual([elite.id]);
    expect(await ids('filter=1')).toEqual([elite.id]);
    expect(await ids('filter=0')).toEqual([badge.id]);
    const bad = await http().get('/api/invoicess').query({ filter: '7' }).set(bearer(me.token));
    expect(bad.status).toBe(422);
  });
});
