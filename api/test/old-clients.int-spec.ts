import { AgentMessages, type FranchiseOffer, type Job, type Page, type SaleListing } from '@app/contracts';
import sharp from 'sharp';
import { verhoeffCheckDigit } from '../src/modules/agents/identity-numbers';
import { bearer, signUpVerified } from './support/accounts';
import { useTestApi } from './support/api';
import { form, makeElite, memberMaker } from './support/marketplace';
import { type Member } from './support/social';
import { staffAuth, staffMember, type StaffMember } from './support/staff';

/**
 * Issue 36 part 2: the seeds' client is the contract. Each call below is made exactly as that client makes
 * it (its paths, its fields, nothing the present site adds), and answers what it relies on.
 */
const api = useTestApi();
const { http, outbox } = api;
let members: ReturnType<typeof memberMaker>;
let finance: StaffMember;
let png: Buffer;

beforeAll(async () => {
  members = memberMaker(http, outbox);
  finance = await staffMember(api, 'finance', 'old-clients');
  png = await sharp({ create: { width: 20, height: 12, channels: 3, background: '#aa5522' } })
    .png()
    .toBuffer();
});

async function created<T>(res: Promise<{ status: number; body: { data: T } }>): Promise<T> {
  const answer = await res;
  if (answer.status !== 201) throw new Error(`not created: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.data;
}

const createOffer = (owner: Member) =>
  created<FranchiseOffer>(
    form(http().post('/api/restaurants/give-franchise').set(bearer(owner)), {
      brand_name: 'Old Client Dosa',
      company_name: 'Old Client Foods',
      contact_name: 'Riya Shah',
      contact_phone: '9800000001',
      contact_email: 'franchise@oldclient.example',
      state_id: '4030',
      city_id: '134096',
    }),
  );
const createJob = (owner: Member) =>
  created<Job>(
    form(http().post('/api/restaurants/job').set(bearer(owner)), {
      title: 'Old client tandoor chef',
      position: 'Head chef',
      salary: '35000',
      per: '0',
    }),
  );

describe('GET restaurants/give-franchise and restaurants/job without parameters (the seeds’ feed)', () => {
  it('answer an owner everyone’s offers and open jobs, as the Franchisee tab reads them', async () => {
    const reader = await members.owner();
    const other = await members.owner();
    const offer = await createOffer(other);
    const job = await createJob(other);

    const offers = (await http().get('/api/restaurants/give-franchise').set(bearer(reader)).expect(200)).body
      .data as Page<FranchiseOffer>;
    expect(offers.data.map((o) => o.id)).toContain(offer.id);
    // Another owner's offer in the feed carries no contact fields (decision 115).
    expect(offers.data.find((o) => o.id === offer.id)).toMatchObject({ contact_email: null });
    const jobs = (await http().get('/api/restaurants/job').set(bearer(reader)).expect(200)).body
      .data as Page<Job>;
    expect(jobs.data.map((j) => j.id)).toContain(job.id);
  });

  it('answer the seeds’ paged feed query (sort=id&order_by=desc&page&per_page=10) newest first', async () => {
    const other = await members.owner();
    const older = await createJob(other);
    const newer = await createJob(other);
    const reader = await members.owner();
    const page = (
      await http()
        .get('/api/restaurants/job')
        .query({ sort: 'id', order_by: 'desc', page: 1, per_page: 10 })
        .set(bearer(reader))
        .expect(200)
    ).body.data as Page<Job>;
    expect(page).toMatchObject({ current_page: 1, per_page: 10 });
    const ids = page.data.map((j) => j.id);
    expect(ids.indexOf(newer.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
  });

  it('answer an owner their own rows only with scope=mine, and refuse other scopes with 422', async () => {
    const owner = await members.owner();
    const other = await members.owner();
    const mine = await createOffer(owner);
    const myJob = await createJob(owner);
    await createOffer(other);
    const offers = (
      await http()
        .get('/api/restaurants/give-franchise')
        .query({ scope: 'mine' })
        .set(bearer(owner))
        .expect(200)
    ).body.data as Page<FranchiseOffer>;
    expect(offers.data.map((o) => o.id)).toEqual([mine.id]);
    expect(offers.data[0]).toMatchObject({ contact_email: 'franchise@oldclient.example' });
    const jobs = (
      await http().get('/api/restaurants/job').query({ scope: 'mine' }).set(bearer(owner)).expect(200)
    ).body.data as Page<Job>;
    expect(jobs.data.map((j) => j.id)).toEqual([myJob.id]);
    // A vendor has no offers of their own: an empty page, not everyone's.
    const vendor = await members.vendor();
    const none = (
      await http()
        .get('/api/restaurants/give-franchise')
        .query({ scope: 'mine' })
        .set(bearer(vendor))
        .expect(200)
    ).body.data as Page<FranchiseOffer>;
    expect(none).toMatchObject({ data: [], total: 0 });

    const bad = await http()
      .get('/api/restaurants/job')
      .query({ scope: 'own' })
      .set(bearer(owner))
      .expect(422);
    expect(bad.body.errors).toHaveProperty('scope');
  });
});

describe('POST restaurants/sell-my-restaurant operate_since', () => {
  const SALE = {
    restaurant_type_id: '5',
    expected_price: '4500000',
    contact_name: 'Riya Shah',
    contact_phone: '9800000001',
    contact_email: 'owner@example.test',
  };
  let owner: Member;
  beforeAll(async () => {
    owner = await members.owner();
    await makeElite(api.app, http, owner);
  });
  const post = (operate_since: string) =>
    form(http().post('/api/restaurants/sell-my-restaurant').set(bearer(owner)), { ...SALE, operate_since });

  it('takes a year, a year and month, or a date, and stores the first day of the year or month', async () => {
    for (const [sent, stored] of [
      ['2015', '2015-01-01'],
      ['2015-06', '2015-06-01'],
      ['2015-06-17', '2015-06-17'],
      [' 2012 ', '2012-01-01'],
    ]) {
      const listing = (await post(sent!).expect(201)).body.data as SaleListing;
      expect(listing.operate_since).toBe(stored);
      // Shown back as it is stored, on the read-more call too.
      const read = (
        await http().get(`/api/restaurants/sell-my-restaurant/${listing.id}`).set(bearer(owner)).expect(200)
      ).body.data as SaleListing;
      expect(read.operate_since).toBe(stored);
    }
  });

  it('takes a year on an update and a year sent as a JSON number', async () => {
    const listing = (await post('2015-06-17').expect(201)).body.data as SaleListing;
    const updated = await form(
      http().post(`/api/restaurants/sell-my-restaurant/${listing.id}`).set(bearer(owner)),
      { operate_since: '2009-11' },
    ).expect(200);
    expect(updated.body.data.operate_since).toBe('2009-11-01');
    const json = await http()
      .post('/api/restaurants/sell-my-restaurant')
      .set(bearer(owner))
      .send({ ...SALE, restaurant_type_id: 5, expected_price: 4500000, operate_since: 2011 })
      .expect(201);
    expect(json.body.data.operate_since).toBe('2011-01-01');
  });

  it('still refuses garbage, impossible and future dates with 422 on operate_since', async () => {
    const nextYear = String(new Date().getUTCFullYear() + 1);
    for (const sent of [
      'garbage',
      '15',
      '2015-13',
      '2015-02-30',
      '01/02/2016',
      '20150',
      nextYear,
      `${nextYear}-01`,
    ]) {
      const res = await post(sent).expect(422);
      expect(res.body.errors).toHaveProperty('operate_since');
    }
  });
});

describe('POST dsa/dsas without declaration (the seeds’ client)', () => {
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
  const aadhaar = () => {
    const base = `2${String(Math.floor(Math.random() * 1e10)).padStart(10, '0')}`;
    return `${base}${verhoeffCheckDigit(base)}`;
  };
  /** The seeds' multipart Atmnirbhar form: every field of its entity, and no declaration. */
  const seedFields = () => ({
    name: 'Ravi Kumar',
    email: 'ravi@example.test',
    mobile_no: '9876543210',
    address: '12 Ring Road, Surat',
    state_id: '4030',
    city_id: '134096',
    business_name: 'Ravi Traders',
    business_address: '14 Ring Road, Surat',
    current_occupation: 'Shopkeeper',
    net_annual_income: '250000',
    country_id: '101',
    education: 'B.Com',
    pancard_number: 'ABCPE1234F',
    aadharcard_number: aadhaar(),
  });
  const submit = async (fields: Record<string, string>, status: number) => {
    const member = await signUpVerified(http, outbox, { first_name: 'Ravi', last_name: 'Kumar' });
    const req = http().post('/api/dsa/dsas').set(bearer(member.token));
    for (const [k, v] of Object.entries(fields)) req.field(k, v);
    req.attach('education_certificate', pdf, { filename: 'education.pdf' });
    req.attach('pancard_doc', png, { filename: 'pan.png' });
    req.attach('aadharcard_doc', pdf, { filename: 'aadhaar.pdf' });
    return req.expect(status);
  };
  const staffView = async (id: number) =>
    (await http().get(`/admin-api/dsa-applications/${id}`).set(staffAuth(finance)).expect(200)).body;

  it('accepts it and records the declaration as implied by an old client', async () => {
    const res = await submit(seedFields(), 201);
    expect(res.body.message).toBe(AgentMessages.applied);
    expect(await staffView(res.body.data.id)).toMatchObject({ declaration_source: 'implied_by_old_client' });
  });

  it('records a ticked box sent by the site as explicit', async () => {
    const res = await submit({ ...seedFields(), declaration: '1' }, 201);
    expect(await staffView(res.body.data.id)).toMatchObject({ declaration_source: 'explicit' });
  });

  it('still refuses a box sent unticked or empty, with the seeds’ text', async () => {
    for (const declaration of ['0', '']) {
      const res = await submit({ ...seedFields(), declaration }, 422);
      expect(res.body.errors.declaration).toEqual([AgentMessages.declarationMissing]);
    }
  });
});
