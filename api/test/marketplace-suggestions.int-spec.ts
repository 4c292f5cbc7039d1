import type { Requirement, StaffTradeCategory, SuggestedMember } from '@app/contracts';
import { MemberDirectory } from '../src/modules/members';
import { useTestApi } from './support/api';
import { bearer } from './support/accounts';
import { form, makeElite, memberMaker } from './support/marketplace';
import { type Member, uniqueWord } from './support/social';
import { staffAuth, staffMember } from './support/staff';

const api = useTestApi();
const { http, outbox } = api;
const members = memberMaker(http, outbox);

let editor: Awaited<ReturnType<typeof staffMember>>;
beforeAll(async () => {
  editor = await staffMember(api, 'content_editor');
});

async function category(): Promise<StaffTradeCategory> {
  const name = `Trade ${uniqueWord()}`;
  const res = await http()
    .post('/admin-api/trade-categories')
    .set(staffAuth(editor))
    .send({ name_en: name, name_hi: `व्यापार ${name}`, position: 900 })
    .expect(201);
  return res.body as StaffTradeCategory;
}

async function vendor(categoryId: number): Promise<Member> {
  const member = await members.vendor();
  await form(http().post(`/api/users/${member.id}`).set(bearer(member)), {
    trade_category_ids: String(categoryId),
  }).expect(200);
  return member;
}

async function eliteOwner(): Promise<Member> {
  const owner = await members.owner();
  await makeElite(api.app, http, owner);
  return owner;
}

async function postRequirement(owner: Member, categoryId: number): Promise<Requirement> {
  const res = await form(http().post('/api/restaurants/requirement').set(bearer(owner)), {
    title: 'Need supplies',
    description: 'Delivered by 7 am.',
    category_id: String(categoryId),
  }).expect(201);
  return res.body.data as Requirement;
}

const suggestedVendors = async (owner: Member, id: number): Promise<SuggestedMember[]> =>
  (await http().get(`/api/restaurants/requirement/${id}/suggested-vendors`).set(bearer(owner)).expect(200))
    .body.data;

describe('suggested vendors on a requirement', () => {
  it('lists matching vendors, blue tick first, then Elite, then the most recently active; owner only', async () => {
    const trade = await category();
    const owner = await eliteOwner();
    const plainOld = await vendor(trade.id);
    const blueTick = await vendor(trade.id);
    const elite = await vendor(trade.id);
    const plainNew = await vendor(trade.id);
    const other = await vendor((await category()).id);
    await api.app.get(MemberDirectory).setBlueTick(blueTick.id, true);
    await makeElite(api.app, http, elite);
    const requirement = await postRequirement(owner, trade.id);

    const list = await suggestedVendors(owner, requirement.id);
    expect(list.map((v) => v.id)).toEqual([blueTick.id, elite.id, plainNew.id, plainOld.id]);
    expect(list[0]).toMatchObject({ blue_tick: 1, lead_sent: 0 });
    expect(list[1]).toMatchObject({ is_elite: 1 });
    expect(list.map((v) => v.id)).not.toContain(other.id);

    const stranger = await eliteOwner();
    await http()
      .get(`/api/restaurants/requirement/${requirement.id}/suggested-vendors`)
      .set(bearer(stranger))
      .expect(403);
    await http()
      .get('/api/restaurants/requirement/999999999/suggested-vendors')
      .set(bearer(owner))
      .expect(404);
  });

  it('"Invite to quote" sends the lead now, once, to a matching vendor only', async () => {
    const trade = await category();
    const owner = await eliteOwner();
    const [invited, other] = await Promise.all([vendor(trade.id), vendor((await category()).id)]);
    const requirement = await postRequirement(owner, trade.id);
    const invite = (who: Member) =>
      http().post(`/api/restaurants/requirement/${requirement.id}/invite/${who.id}`).set(bearer(owner));

    await invite(invited).expect(200);
    const leads = (await http().get('/api/vendor/leads').set(bearer(invited)).expect(200)).body.data;
    expect(leads.data.map((l: Requirement) => l.id)).toEqual([requirement.id]);
    expect(await outbox.count(invited.payload.email as string, 'notice')).toBe(1);
    expect((await suggestedVendors(owner, requirement.id))[0]).toMatchObject({
      id: invited.id,
      lead_sent: 1,
    });

    const again = await invite(invited).expect(409);
    expect(again.body.message).toBe('This vendor already has your requirement.');
    expect(await outbox.count(invited.payload.email as string, 'notice')).toBe(1);
    await invite(other).expect(404);
    const stranger = await eliteOwner();
    await http()
      .post(`/api/restaurants/requirement/${requirement.id}/invite/${invited.id}`)
      .set(bearer(stranger))
      .expect(403);
    await http()
      .post(`/api/restaurants/requirement/${requirement.id}/invite/abc`)
      .set(bearer(owner))
      .expect(422);
  });
});

describe('suggested professionals on a job', () => {
  it('lists matching professionals who let employers see their profile', async () => {
    const word = uniqueWord().toLowerCase();
    const owner = await members.owner();
    const [open, hidden] = await Promise.all([members.manpower(), members.manpower()]);
    await form(http().post(`/api/mp/manpowers/${open.id}`).set(bearer(open)), {
      wanted_positions: word,
      cv_consent: '1',
    }).expect(200);
    await form(http().post(`/api/mp/manpowers/${hidden.id}`).set(bearer(hidden)), {
      wanted_positions: word,
    }).expect(200);
    const job = await form(http().post('/api/restaurants/job').set(bearer(owner)), {
      title: 'Cook wanted',
      position: `Senior ${word}`,
      salary: '30000',
      per: '0',
    }).expect(201);
    const list = (
      await http()
        .get(`/api/restaurants/job/${job.body.data.id}/suggested-professionals`)
        .set(bearer(owner))
        .expect(200)
    ).body.data as SuggestedMember[];
    expect(list.map((p) => p.id)).toEqual([open.id]);
  });
});
