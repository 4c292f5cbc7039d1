import { type DirectoryCard, type Page, RESTAURANT_TYPES, type RestaurantProfile } from '@app/contracts';
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

const PROFILE = {
  business_name: 'Spice Route Kitchen, Ghod Dod Road',
  name: 'Spice Route Kitchen',
  mobile_no: '9800000011',
  address: '12 Ghod Dod Road, Surat',
  gst_no: '24AAACS1234A1Z8',
  business_url: 'Open 11 am to 11 pm',
  comments: 'Family restaurant since 2009.',
  facbook_url: 'https://facebook.com/spiceroute',
  linkedin_url: 'https://linkedin.com/company/spiceroute',
  instagram_url: 'https://instagram.com/spiceroute',
  twiter_url: 'https://twitter.com/spiceroute',
  restaurant_type_id: '3',
  country_id: '101',
  state_id: '4030',
  current_city_id: '134096',
  native_city_id: '134096',
};

const update = (
  member: Member,
  fields: Record<string, string | undefined>,
  files: Array<[string, Buffer]> = [],
) => form(http().post(`/api/users/${member.id}`).set(bearer(member)), fields, files);

describe('restaurant profile', () => {
  it('lists the restaurant types without a token (id 1 is Other)', async () => {
    const res = await http().get('/api/admin/restaurantType').expect(200);
    expect(res.body.data).toEqual(RESTAURANT_TYPES);
    expect(res.body.data[0]).toEqual({ id: 1, type: 'Other' });
  });

  it('saves the seed’s restaurant fields through POST users/{id} and answers them in my-profile and GET user', async () => {
    const owner = await members.owner();
    const res = await update(owner, PROFILE, [['photo', await photo(400, 400)]]).expect(200);
    expect(res.body.data.restaurant).toMatchObject({
      id: owner.id,
      name: 'Spice Route Kitchen',
      restaurant_type: 'Casual Dining',
    });

    const profile = (
      await http().get('/api/restaurants/restaurants/my-profile').set(bearer(owner)).expect(200)
    ).body.data as RestaurantProfile;
    expect(profile).toMatchObject({
      id: owner.id,
      name: 'Spice Route Kitchen',
      business_name: 'Spice Route Kitchen, Ghod Dod Road',
      email: owner.payload.email,
      mobile_no: '9800000011',
      address: '12 Ghod Dod Road, Surat',
      gst_no: '24AAACS1234A1Z8',
      business_url: 'Open 11 am to 11 pm',
      comments: 'Family restaurant since 2009.',
      facbook_url: 'https://facebook.com/spiceroute',
      twiter_url: 'https://twitter.com/spiceroute',
      restaurant_type_id: 3,
      restaurant_type: 'Casual Dining',
      country: { id: 101, name: 'India' },
      state: { id: 4030 },
      current_city: { id: 134096 },
      native_city: { id: 134096 },
    });
    expect(profile.photo).toMatch(/\/api\/files\/avatars\//);

    const user = (await http().get('/api/user').set(bearer(owner)).expect(200)).body.data;
    expect(user.restaurant).toMatchObject({
      id: owner.id,
      name: 'Spice Route Kitchen',
      facbook_url: 'https://facebook.com/spiceroute',
    });
    // Another member sees the public restaurant part, never its owner's contact details there.
    const seen = (
      await http()
        .get(`/api/users/${owner.id}`)
        .set(bearer(await members.vendor()))
        .expect(200)
    ).body.data;
    expect(seen.restaurant).toMatchObject({ name: 'Spice Route Kitchen' });
    expect(JSON.stringify(seen.restaurant)).not.toContain('9800000011');
  });

  it('takes the free text for type 1 (Other) and requires it', async () => {
    const owner = await members.owner();
    const missing = await update(owner, { restaurant_type_id: '1' }).expect(422);
    expect(missing.body.errors).toHaveProperty('restaurant_type');
    await update(owner, { restaurant_type_id: '1', restaurant_type: 'Tea stall' }).expect(200);
    const profile = (
      await http().get('/api/restaurants/restaurants/my-profile').set(bearer(owner)).expect(200)
    ).body.data;
    expect(profile).toMatchObject({ restaurant_type_id: 1, restaurant_type: 'Tea stall' });
    // Another type drops the free text.
    await update(owner, { restaurant_type_id: '2', restaurant_type: 'ignored' }).expect(200);
    expect(
      (await http().get('/api/restaurants/restaurants/my-profile').set(bearer(owner)).expect(200)).body.data
        .restaurant_type,
    ).toBe('Fine Dining');
  });

  it('names the missing Other type and a city outside its state in one answer', async () => {
    const owner = await members.owner();
    const res = await update(owner, {
      restaurant_type_id: '1',
      country_id: '101',
      state_id: '4030',
      current_city_id: '1',
    }).expect(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(['city_id', 'restaurant_type']);
    expect(res.body.errors.city_id).toEqual(['The city does not belong to the state and country given']);
  });

  it.each([
    ['facbook_url', { facbook_url: 'facebook.com/spiceroute' }],
    ['twiter_url', { twiter_url: 'javascript:alert(1)' }],
    ['instagram_url', { instagram_url: 'ftp://instagram.com/x' }],
    ['restaurant_type_id', { restaurant_type_id: '99' }],
    ['native_city_id', { native_city_id: '999999999' }],
    ['name', { name: 'x'.repeat(192) }],
    ['mobile_no', { mobile_no: 'call me' }],
    ['city_id', { current_city_id: '1' }],
  ])('answers 422 on %s (case %#) and changes nothing', async (field, fields) => {
    const owner = await members.owner();
    await update(owner, { name: 'Before' }).expect(200);
    const res = await update(owner, { ...fields, comments: 'should not be saved' }).expect(422);
    expect(res.body.errors).toHaveProperty(field);
    const profile = (
      await http().get('/api/restaurants/restaurants/my-profile').set(bearer(owner)).expect(200)
    ).body.data;
    expect(profile).toMatchObject({ name: 'Before', comments: null });
  });

  it('keeps my-profile for owners and someone else’s profile for its member', async () => {
    const vendor = await members.vendor();
    await http().get('/api/restaurants/restaurants/my-profile').set(bearer(vendor)).expect(403);
    const owner = await members.owner();
    await update(vendor, { name: 'x' }).expect(200);
    await form(http().post(`/api/users/${owner.id}`).set(bearer(vendor)), { name: 'Hijack' }).expect(403);
    // A vendor's form carries no restaurant fields: none are kept for them.
    expect((await http().get('/api/user').set(bearer(vendor)).expect(200)).body.data.restaurant).toBeNull();
  });
});

describe('directories', () => {
  it('pages vendors and manpower as public cards without contact details', async () => {
    const vendor = await members.vendor({
      first_name: 'Vikram',
      last_name: 'Patel',
      mobile_no: '9811100001',
    });
    const chef = await members.manpower({ first_name: 'Karan', last_name: 'Joshi', mobile_no: '9811100002' });
    const owner = await members.owner();

    const vendors = (
      await http()
        .get('/api/vendor/vendor')
        .query({ sort: 'id', order_by: 'desc', page: 1, per_page: 10 })
        .set(bearer(owner))
        .expect(200)
    ).body.data as Page<DirectoryCard>;
    expect(vendors.data[0]).toEqual({
      id: vendor.id,
      name: 'Vikram Patel',
      business_name: 'Fresh Supplies',
      photo: null,
      city: { id: 134096, name: expect.any(String) },
      state: { id: 4030, name: expect.any(String) },
      user_type: '7',
      user_type_text: 'Vendor',
      blue_tick: 0,
      business_category: null,
      product_name: [],
    });
    expect(vendors.data.every((card) => card.user_type === '7')).toBe(true);
    expect(JSON.stringify(vendors)).not.toContain('9811100001');
    expect(JSON.stringify(vendors)).not.toContain(vendor.payload.email);

    const manpower = (await http().get('/api/mp/manpowers').set(bearer(owner)).expect(200)).body
      .data as Page<DirectoryCard>;
    expect(manpower.data[0]).toMatchObject({ id: chef.id, name: 'Karan Joshi', user_type_text: 'Manpower' });
    expect(manpower.last_page).toBe(Math.max(1, Math.ceil(manpower.total / 10)));

    const restaurants = (await http().get('/api/restaurants/restaurants').set(bearer(chef)).expect(200)).body
      .data;
    expect(restaurants.data[0]).toMatchObject({ id: owner.id, user_type: '6', restaurant_type: null });
    // Read-more is for Elite members (decision 115).
    await http().get(`/api/restaurants/restaurants/${owner.id}`).set(bearer(chef)).expect(403);
    await makeElite(api.app, http, chef);
    expect(
      (await http().get(`/api/restaurants/restaurants/${owner.id}`).set(bearer(chef)).expect(200)).body.data
        .id,
    ).toBe(owner.id);
    await http().get(`/api/restaurants/restaurants/${vendor.id}`).set(bearer(chef)).expect(404);
    await http().get('/api/vendor/vendor').expect(401);
  });

  it('walks to last_page with a fixed number of queries', async () => {
    for (let i = 0; i < 3; i++) await members.vendor();
    const owner = await members.owner();
    const get = (query: Record<string, unknown>) =>
      http().get('/api/vendor/vendor').query(query).set(bearer(owner)).expect(200);
    const first = (await get({ per_page: 2 })).body.data as Page<DirectoryCard>;
    const last = (await get({ per_page: 2, page: first.last_page })).body.data as Page<DirectoryCard>;
    expect(last.data.length).toBeGreaterThan(0);
    expect((await get({ per_page: 2, page: first.last_page + 1 })).body.data.data).toEqual([]);
    const one = await counter.during(() => get({ per_page: 1 }));
    const three = await counter.during(() => get({ per_page: 3 }));
    expect(three.queries.length).toBe(one.queries.length);
  });
});
