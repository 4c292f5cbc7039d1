import {
  MarketplaceMessages,
  type Page,
  type VendorCard,
  type VendorDetail,
  type VendorEnquiry,
  type VendorProfile,
  VENDOR_LIMITS,
  VendorMessages,
} from '@app/contracts';
import { MemberDirectory } from '../src/modules/members';
import { useTestApi } from './support/api';
import { form, makeElite, memberMaker } from './support/marketplace';
import { QueryCounter } from './support/query-counter';
import { type Member, photo } from './support/social';
import { bearer } from './support/accounts';

const api = useTestApi();
const { http, outbox } = api;
let counter: QueryCounter;
let members: ReturnType<typeof memberMaker>;

beforeAll(() => {
  counter = QueryCounter.install(api.app);
  members = memberMaker(http, outbox);
});

/** The seed's Vendor Edit Profile form, as the member site sends it (multipart). */
const PROFILE = {
  name: 'Vikram Patel',
  business_name: 'Patel Dairy Supplies',
  business_category: 'Dairy',
  mobile_no: '9822200001',
  address: '4 Ring Road, Surat',
  gst_no: '24AAACP1234A1ZB',
  comments: 'Paneer, cream and butter since 2012.',
  time_limit: '2 days',
  country_id: '101',
  state_id: '4030',
  current_city_id: '134096',
  native_city_id: '134096',
  'product_name[0][name]': 'Malai paneer (1 kg)',
  'product_name[0][rate]': '380',
  'product_name[1][name]': 'Fresh cream (1 l)',
  'product_name[1][rate]': '240.5',
};

const update = (
  member: Member,
  fields: Record<string, string | undefined>,
  files: Array<[string, Buffer]> = [],
) => form(http().post(`/api/users/${member.id}`).set(bearer(member)), fields, files);

const myProfile = async (vendor: Member): Promise<VendorProfile> =>
  (await http().get('/api/vendor/profile').set(bearer(vendor)).expect(200)).body.data;

const detail = (viewer: Member, id: number) => http().get(`/api/vendor/vendor/${id}`).set(bearer(viewer));

const interested = (owner: Member, id: number, body: Record<string, unknown> = { is_intrested: 1 }) =>
  http().post(`/api/vendor/vendor/interested/${id}`).set(bearer(owner)).send(body);

const inquiries = async (vendor: Member, query: Record<string, unknown> = {}) =>
  (await http().get('/api/vendor/vendor-inquiry').query(query).set(bearer(vendor)).expect(200)).body
    .data as Page<VendorEnquiry>;

const vendorWithProfile = async (overrides: Record<string, unknown> = {}) => {
  const vendor = await members.vendor(overrides);
  await update(vendor, PROFILE).expect(200);
  return vendor;
};

describe('vendor profile', () => {
  it('saves every seed field and two products through POST users/{id}; vendor/profile and GET user answer them', async () => {
    const vendor = await members.vendor();
    const res = await update(vendor, PROFILE, [['photo', await photo(300, 300)]]).expect(200);
    expect(res.body.data.vendor).toMatchObject({
      id: vendor.id,
      name: 'Vikram Patel',
      business_category: 'Dairy',
      product_name: [
        { name: 'Malai paneer (1 kg)', rate: 380 },
        { name: 'Fresh cream (1 l)', rate: 240.5 },
      ],
    });

    const profile = await myProfile(vendor);
    expect(profile).toMatchObject({
      id: vendor.id,
      user_id: vendor.id,
      name: 'Vikram Patel',
      business_name: 'Patel Dairy Supplies',
      business_category: 'Dairy',
      email: vendor.payload.email,
      mobile_no: '9822200001',
      address: '4 Ring Road, Surat',
      gst_no: '24AAACP1234A1ZB',
      comments: 'Paneer, cream and butter since 2012.',
      time_limit: '2 days',
      country: { id: 101, name: 'India' },
      state: { id: 4030 },
      native_city_id: 134096,
      native_city: { id: 134096 },
      current_city_id: 134096,
      current_city: { id: 134096 },
      product_name: [
        { name: 'Malai paneer (1 kg)', rate: 380 },
        { name: 'Fresh cream (1 l)', rate: 240.5 },
      ],
      user_type_text: 'Vendor',
      user: { full_name: 'Asha Patel' },
    });
    expect(profile.photo).toMatch(/\/api\/files\/avatars\//);

    const me = (await http().get('/api/user').set(bearer(vendor)).expect(200)).body.data;
    expect(me.vendor).toMatchObject({ business_category: 'Dairy', time_limit: '2 days' });
    expect(me.restaurant).toBeNull();
  });

  it('shows others the public vendor part only: no mobile, e-mail, address or GST number', async () => {
    const vendor = await vendorWithProfile();
    const seen = (
      await http()
        .get(`/api/users/${vendor.id}`)
        .set(bearer(await members.owner()))
        .expect(200)
    ).body.data;
    expect(seen.vendor).toMatchObject({ name: 'Vikram Patel', product_name: expect.any(Array) });
    const text = JSON.stringify(seen);
    for (const [field, value] of [
      ['mobile_no', '9822200001'],
      ['email', vendor.payload.email],
      ['address', '4 Ring Road'],
      ['gst_no', '24AAACP1234A1ZB'],
    ]) {
      expect({ field, shown: text.includes(value!) }).toEqual({ field, shown: false });
    }
  });

  it('replaces the product list when sent, keeps it when left out, clears it when sent empty', async () => {
    const vendor = await vendorWithProfile();
    await update(vendor, {
      'product_name[0][name]': 'Khoya (1 kg)',
      'product_name[0][rate]': '420.75',
    }).expect(200);
    expect((await myProfile(vendor)).product_name).toEqual([{ name: 'Khoya (1 kg)', rate: 420.75 }]);
    await update(vendor, { time_limit: 'Same day' }).expect(200);
    expect(await myProfile(vendor)).toMatchObject({
      time_limit: 'Same day',
      product_name: [{ name: 'Khoya (1 kg)', rate: 420.75 }],
    });
    await update(vendor, { product_name: '' }).expect(200);
    expect((await myProfile(vendor)).product_name).toEqual([]);
    // JSON clients send the list as an array.
    await http()
      .post(`/api/users/${vendor.id}`)
      .set(bearer(vendor))
      .send({ product_name: [{ name: 'Ghee (1 l)', rate: 650 }] })
      .expect(200);
    expect((await myProfile(vendor)).product_name).toEqual([{ name: 'Ghee (1 l)', rate: 650 }]);
  });

  it.each([
    ['business_category', { business_category: 'x'.repeat(192) }],
    ['time_limit', { time_limit: 'x'.repeat(101) }],
    ['name', { name: 'x'.repeat(192) }],
    ['comments', { comments: 'x'.repeat(5001) }],
    ['native_city_id', { native_city_id: '999999999' }],
    ['mobile_no', { mobile_no: 'call me' }],
    ['city_id', { current_city_id: '1' }],
    ['product_name.0.name', { 'product_name[0][rate]': '10' }],
    ['product_name.0.name', { 'product_name[0][name]': '  ', 'product_name[0][rate]': '10' }],
    ['product_name.0.rate', { 'product_name[0][name]': 'Paneer' }],
    ['product_name.0.rate', { 'product_name[0][name]': 'Paneer', 'product_name[0][rate]': '-1' }],
    ['product_name.0.rate', { 'product_name[0][name]': 'Paneer', 'product_name[0][rate]': '1.234' }],
    [
      'product_name.1.rate',
      {
        'product_name[0][name]': 'A',
        'product_name[0][rate]': '1',
        'product_name[1][name]': 'B',
        'product_name[1][rate]': 'ten',
      },
    ],
    [
      'product_name',
      Object.fromEntries(
        Array.from({ length: VENDOR_LIMITS.maxProducts + 1 }, (_, i) => [
          [`product_name[${i}][name]`, `P${i}`],
          [`product_name[${i}][rate]`, '1'],
        ]).flat(),
      ),
    ],
  ])('answers 422 on %s (case %#) and changes nothing', async (field, fields) => {
    const vendor = await vendorWithProfile();
    const res = await update(vendor, { time_limit: 'not saved', ...fields } as Record<string, string>);
    expect(res.status).toBe(422);
    expect(res.body.errors).toHaveProperty([field]);
    const profile = await myProfile(vendor);
    expect(profile.time_limit).toBe('2 days');
    expect(profile.product_name).toHaveLength(2);
  });

  it('keeps vendor/profile for vendors (403 for owners and manpower, 401 without a token)', async () => {
    for (const other of [await members.owner(), await members.manpower()]) {
      const res = await http().get('/api/vendor/profile').set(bearer(other)).expect(403);
      expect(res.body.message).toBe(MarketplaceMessages.vendorsOnly);
    }
    await http().get('/api/vendor/profile').expect(401);
    // An owner's form keeps no vendor fields for them.
    const owner = await members.owner();
    await update(owner, {
      business_category: 'Dairy',
      'product_name[0][name]': 'x',
      'product_name[0][rate]': '1',
    }).expect(200);
    expect((await http().get('/api/user').set(bearer(owner)).expect(200)).body.data.vendor).toBeNull();
  });
});

describe('vendor directory and promoted vendors', () => {
  it('gives vendor cards the category and products, never contact details, in a fixed number of queries', async () => {
    const vendor = await vendorWithProfile({ mobile_no: '9822200099' });
    const owner = await members.owner();
    const get = (per_page: number) =>
      http()
        .get('/api/vendor/vendor')
        .query({ sort: 'id', order_by: 'desc', page: 1, per_page })
        .set(bearer(owner))
        .expect(200);
    const list = (await get(10)).body.data as Page<VendorCard>;
    expect(list.data[0]).toMatchObject({
      id: vendor.id,
      business_name: 'Patel Dairy Supplies',
      business_category: 'Dairy',
      product_name: [
        { name: 'Malai paneer (1 kg)', rate: 380 },
        { name: 'Fresh cream (1 l)', rate: 240.5 },
      ],
    });
    const text = JSON.stringify(list);
    expect(text).not.toContain('9822200099');
    expect(text).not.toContain(vendor.payload.email);
    expect(text).not.toContain('24AAACP1234A1ZB');
    await vendorWithProfile();
    const one = await counter.during(() => get(1));
    const three = await counter.during(() => get(3));
    expect(three.queries.length).toBe(one.queries.length);
  });

  it('promotes blue-tick vendors first, then Elite ones, then the rest, most recently updated first', async () => {
    const plainOlder = await vendorWithProfile();
    const elite = await vendorWithProfile();
    await makeElite(api.app, http, elite);
    const blue = await vendorWithProfile();
    await api.app.get(MemberDirectory).setBlueTick(blue.id, true);
    const plainNewer = await vendorWithProfile();
    const noProfile = await members.vendor();

    const viewer = await members.manpower();
    const get = (query: Record<string, unknown>) =>
      http().get('/api/vendor/promotevendors').query(query).set(bearer(viewer)).expect(200);
    const home = (await get({ per_page: 5, page: 1 })).body.data as Page<VendorCard>;
    expect(home.data.length).toBeLessThanOrEqual(5);
    expect(home.per_page).toBe(5);

    const all = [
      ...((await get({ per_page: 50, page: 1 })).body.data as Page<VendorCard>).data,
      ...((await get({ per_page: 50, page: 2 })).body.data as Page<VendorCard>).data,
    ].map((card) => card.id);
    const at = (member: Member) => all.indexOf(member.id);
    expect(at(blue)).toBeGreaterThanOrEqual(0);
    expect(at(blue)).toBeLessThan(at(elite));
    expect(at(elite)).toBeLessThan(at(plainNewer));
    expect(at(plainNewer)).toBeLessThan(at(plainOlder));
    expect(all).not.toContain(noProfile.id);

    // A banned vendor is listed nowhere (decision 123), the promoted cards included.
    await api.db.query('UPDATE users SET banned_at = NOW(3) WHERE id = ?', [blue.id]);
    const afterBan = ((await get({ per_page: 50, page: 1 })).body.data as Page<VendorCard>).data;
    expect(afterBan.map((card) => card.id)).not.toContain(blue.id);

    const one = await counter.during(() => get({ per_page: 1 }));
    const five = await counter.during(() => get({ per_page: 5 }));
    expect(five.queries.length).toBe(one.queries.length);
  });
});

describe('vendor read-more detail', () => {
  it('refuses members without Elite with the seed’s 403 and answers once they paid', async () => {
    const vendor = await vendorWithProfile();
    const owner = await members.owner();
    const refused = await detail(owner, vendor.id).expect(403);
    expect(refused.body).toMatchObject({
      status_code: 403,
      message: MarketplaceMessages.subscribeToAccess,
      data: null,
    });
    await detail(await members.vendor(), vendor.id).expect(403);

    await makeElite(api.app, http, owner);
    const seen = (await detail(owner, vendor.id).expect(200)).body.data as VendorDetail;
    expect(seen).toMatchObject({
      id: vendor.id,
      name: 'Vikram Patel',
      business_name: 'Patel Dairy Supplies',
      business_category: 'Dairy',
      time_limit: '2 days',
      comments: 'Paneer, cream and butter since 2012.',
      native_city: { id: 134096 },
      product_name: [
        { name: 'Malai paneer (1 kg)', rate: 380 },
        { name: 'Fresh cream (1 l)', rate: 240.5 },
      ],
      user_type_text: 'Vendor',
      relation: 0,
      email: null,
      mobile_no: null,
    });
    expect(JSON.stringify(seen)).not.toContain('9822200001');
    expect(JSON.stringify(seen)).not.toContain(vendor.payload.email);
    await detail(owner, owner.id).expect(404);
    await detail(owner, 4_000_000_000).expect(404);
    // A banned vendor's page is gone while the ban lasts (decision 123).
    await api.db.query('UPDATE users SET banned_at = NOW(3) WHERE id = ?', [vendor.id]);
    await detail(owner, vendor.id).expect(404);
  });

  it('answers an owner without Elite who already enquired (the read-more gate’s relation, decision 115)', async () => {
    const vendor = await vendorWithProfile();
    const owner = await members.owner();
    await detail(owner, vendor.id).expect(403);
    await interested(owner, vendor.id).expect(200);
    const seen = (await detail(owner, vendor.id).expect(200)).body.data as VendorDetail;
    expect(seen).toMatchObject({ id: vendor.id, relation: 1, email: null, mobile_no: null });
  });

  it('answers the vendor their own detail, contact details included, without Elite', async () => {
    const vendor = await vendorWithProfile();
    const own = (await detail(vendor, vendor.id).expect(200)).body.data as VendorDetail;
    expect(own).toMatchObject({ email: vendor.payload.email, mobile_no: '9822200001' });
  });
});

describe('enquiries', () => {
  it('records an owner’s interest once; the vendor lists it under Enquiries without contact details', async () => {
    const vendor = await vendorWithProfile();
    const owner = await members.owner({
      first_name: 'Meera',
      last_name: 'Shah',
      business_name: 'Shah Thali House',
      mobile_no: '9833300001',
    });
    await makeElite(api.app, http, owner);

    const res = await interested(owner, vendor.id).expect(200);
    expect(res.body).toMatchObject({
      status_code: 200,
      message: 'Interested Success.',
      data: { relation: 1 },
    });
    await interested(owner, vendor.id, { is_intrested: '1' }).expect(200);
    expect(((await detail(owner, vendor.id).expect(200)).body.data as VendorDetail).relation).toBe(1);

    const list = await inquiries(vendor);
    expect(list.total).toBe(1);
    expect(list.data[0]).toEqual({
      id: expect.any(Number),
      restaurant: { id: owner.id, name: 'Meera Shah', business_name: 'Shah Thali House' },
      created_at: expect.any(String),
    });
    expect(JSON.stringify(list)).not.toContain('9833300001');
    expect(JSON.stringify(list)).not.toContain(owner.payload.email);
  });

  it('pages the enquiries to last_page in a fixed number of queries', async () => {
    const vendor = await vendorWithProfile();
    for (let i = 0; i < 3; i++) await interested(await members.owner(), vendor.id).expect(200);
    const first = await inquiries(vendor, { per_page: 2 });
    expect(first).toMatchObject({ total: 3, last_page: 2, current_page: 1 });
    expect((await inquiries(vendor, { per_page: 2, page: 2 })).data).toHaveLength(1);
    expect((await inquiries(vendor, { per_page: 2, page: 3 })).data).toEqual([]);
    const one = await counter.during(() => inquiries(vendor, { per_page: 1 }));
    const three = await counter.during(() => inquiries(vendor, { per_page: 3 }));
    expect(three.queries.length).toBe(one.queries.length);
  });

  it('is for owners, on vendors only, with is_intrested 1', async () => {
    const vendor = await vendorWithProfile();
    const owner = await members.owner();
    expect((await interested(owner, vendor.id, {}).expect(422)).body.errors).toHaveProperty('is_intrested');
    expect((await interested(owner, vendor.id, { is_intrested: 0 }).expect(422)).body.errors).toHaveProperty(
      'is_intrested',
    );
    expect(
      (await interested(owner, vendor.id, { is_intrested: 'yes' }).expect(422)).body.errors,
    ).toHaveProperty('is_intrested');
    const notVendor = await interested(owner, (await members.manpower()).id).expect(404);
    expect(notVendor.body.message).toBe(VendorMessages.vendorNotFound);
    const refused = await interested(await members.vendor(), vendor.id).expect(403);
    expect(refused.body.message).toBe(MarketplaceMessages.ownersOnly);
    await interested(await members.manpower(), vendor.id).expect(403);
    await http().get('/api/vendor/vendor-inquiry').set(bearer(owner)).expect(403);
    await http().post(`/api/vendor/vendor/interested/${vendor.id}`).send({ is_intrested: 1 }).expect(401);
    expect((await inquiries(vendor)).total).toBe(0);
  });
});
