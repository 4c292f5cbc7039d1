import { type FranchiseOffer, MarketplaceMessages, type Page, type SaleListing } from '@app/contracts';
import { useTestApi } from './support/api';
import { form, makeElite, memberMaker, watchWord } from './support/marketplace';
import { QueryCounter } from './support/query-counter';
import { download, type Member, photo, uniqueWord } from './support/social';
import { bearer } from './support/accounts';

const api = useTestApi();
const { http, outbox } = api;
let counter: QueryCounter;
let members: ReturnType<typeof memberMaker>;

beforeAll(() => {
  counter = QueryCounter.install(api.app);
  members = memberMaker(http, outbox);
});

const FRANCHISE = {
  brand_name: 'Spice Route Express',
  company_name: 'Spice Route Foods Pvt Ltd',
  segment_multi: 'QSR, North Indian',
  outlet_count: '4',
  franchise_type: 'FOFO',
  investment_needed: '2500000',
  turnover: '600000',
  return_on_investment: '18 months',
  total_investment: '3000000',
  contact_email: 'Franchise@SpiceRoute.example',
  working_capital: '300000',
  contact_name: 'Riya Shah',
  net_profit: '120000.75',
  contact_phone: '+91 98000 00001',
  expected_turnover: '500000',
  franchise_fees: '500000',
  state_id: '4030',
  city_id: '134096',
};

const SALE = {
  restaurant_type_id: '5',
  operate_since: '2016-04-01',
  turnover: '450000',
  cost: '300000',
  profit: '150000',
  expected_price: '4500000',
  price_include_list: 'Kitchen equipment, furniture, brand name',
  contact_name: 'Riya Shah',
  contact_phone: '9800000001',
  contact_email: 'owner@example.test',
  is_closed: '0',
};

const images = async (n: number): Promise<Array<[string, Buffer]>> =>
  Promise.all(
    Array.from({ length: n }, async (_, i) => [`images[${i}]`, await photo(40 + i, 40)] as [string, Buffer]),
  );

const postFranchise = (
  owner: Member,
  fields: Record<string, string | undefined>,
  files: Array<[string, Buffer]> = [],
) => form(http().post('/api/restaurants/give-franchise').set(bearer(owner)), fields, files);
const postSale = (
  owner: Member,
  fields: Record<string, string | undefined>,
  files: Array<[string, Buffer]> = [],
) => form(http().post('/api/restaurants/sell-my-restaurant').set(bearer(owner)), fields, files);

describe('franchise offers', () => {
  it('takes every seed field and several images without Elite; amounts come back in rupees', async () => {
    const owner = await members.owner();
    const res = await postFranchise(owner, FRANCHISE, await images(3)).expect(201);
    expect(res.body.message).toBe(MarketplaceMessages.franchiseCreated);
    const offer = res.body.data as FranchiseOffer;
    expect(offer).toMatchObject({
      brand_name: 'Spice Route Express',
      company_name: 'Spice Route Foods Pvt Ltd',
      segment_multi: 'QSR, North Indian',
      outlet_count: 4,
      franchise_type: 'FOFO',
      investment_needed: 2500000,
      net_profit: 120000.75,
      return_on_investment: '18 months',
      contact_email: 'franchise@spiceroute.example',
      contact_phone: '+91 98000 00001',
      country_id: 101,
      state_id: 4030,
      city_id: 134096,
      country: { id: 101, name: 'India' },
      user_type_text: 'give_franchise',
      relation: 0,
      is_held: 0,
    });
    expect(offer.images).toHaveLength(3);
    expect(offer.photo).toBe(offer.images[0]!.path);
    expect((await download(http, offer.photo!)).status).toBe(200);
  });

  it.each([
    ['brand_name', { brand_name: undefined }],
    ['company_name', { company_name: ' ' }],
    ['contact_email', { contact_email: 'not-an-email' }],
    ['contact_phone', { contact_phone: 'abc' }],
    ['contact_name', { contact_name: undefined }],
    ['outlet_count', { outlet_count: '-2' }],
    ['turnover', { turnover: '-100' }],
    ['franchise_fees', { franchise_fees: '12.345' }],
    ['city_id', { city_id: '1' }],
  ])('answers 422 on %s (case %#)', async (field, overrides) => {
    const res = await postFranchise(await members.owner(), { ...FRANCHISE, ...overrides }).expect(422);
    expect(res.body.errors).toHaveProperty(field);
  });

  it('answers every field error of an empty or an all-wrong offer at once, the missing city among them', async () => {
    const owner = await members.owner();
    const empty = await postFranchise(owner, { country_id: '101', state_id: '4030' }).expect(422);
    expect(Object.keys(empty.body.errors).sort()).toEqual(
      ['brand_name', 'city_id', 'company_name', 'contact_email', 'contact_name', 'contact_phone'].sort(),
    );
    expect(empty.body.errors.city_id).toEqual([
      'The selected city does not belong to the selected state and country.',
    ]);
    const wrong = await postFranchise(owner, {
      ...FRANCHISE,
      brand_name: ' ',
      contact_email: 'not-an-email',
      contact_phone: 'abc',
      investment_needed: 'twenty lakh',
      outlet_count: 'four',
      city_id: undefined,
    }).expect(422);
    expect(Object.keys(wrong.body.errors).sort()).toEqual(
      ['brand_name', 'city_id', 'contact_email', 'contact_phone', 'investment_needed', 'outlet_count'].sort(),
    );
  });

  it('refuses more than 10 images and files that are not images', async () => {
    const owner = await members.owner();
    expect((await postFranchise(owner, FRANCHISE, await images(11)).expect(422)).body.errors).toHaveProperty(
      'images',
    );
    const fake = await postFranchise(owner, FRANCHISE, [
      ['images[0]', Buffer.from('GIF89a but not really')],
    ]).expect(422);
    expect(fake.body.errors).toHaveProperty(['images[0]']);
  });

  it('lets only the owner edit (adding and removing images) and delete; lists owners’ own and others’ all', async () => {
    const owner = await members.owner();
    const offer = (await postFranchise(owner, FRANCHISE, await images(2)).expect(201)).body
      .data as FranchiseOffer;
    const other = await members.owner();
    await form(http().post(`/api/restaurants/give-franchise/${offer.id}`).set(bearer(other)), {
      brand_name: 'x',
    }).expect(403);
    await http().delete(`/api/restaurants/give-franchise/${offer.id}`).set(bearer(other)).expect(403);

    const removed = offer.images[0]!;
    const edited = await form(
      http().post(`/api/restaurants/give-franchise/${offer.id}`).set(bearer(owner)),
      { brand_name: 'Spice Route Xpress', 'remove_media_ids[0]': String(removed.id) },
      await images(1),
    ).expect(200);
    expect(edited.body.data.brand_name).toBe('Spice Route Xpress');
    // An edit form sends every field: an emptied amount is 0, an empty place id keeps the place.
    const emptied = await form(
      http().post(`/api/restaurants/give-franchise/${offer.id}`).set(bearer(owner)),
      {
        turnover: '',
        outlet_count: '',
        state_id: '',
        city_id: '',
      },
    ).expect(200);
    expect(emptied.body.data).toMatchObject({
      turnover: 0,
      outlet_count: 0,
      state_id: 4030,
      city_id: 134096,
    });
    expect(edited.body.data.images.map((m: { id: number }) => m.id)).not.toContain(removed.id);
    expect(edited.body.data.images).toHaveLength(2);
    expect((await download(http, removed.path)).status).toBe(404);
    const tooMany = await form(
      http().post(`/api/restaurants/give-franchise/${offer.id}`).set(bearer(owner)),
      {},
      await images(9),
    ).expect(422);
    expect(tooMany.body.errors).toHaveProperty('images');
    const foreignMedia = await form(
      http().post(`/api/restaurants/give-franchise/${offer.id}`).set(bearer(owner)),
      {
        remove_media_ids: '99999999',
      },
    ).expect(422);
    expect(foreignMedia.body.errors).toHaveProperty('remove_media_ids');

    const own = (
      await http()
        .get('/api/restaurants/give-franchise')
        .query({ scope: 'mine' })
        .set(bearer(owner))
        .expect(200)
    ).body.data as Page<FranchiseOffer>;
    expect(own.data.map((o) => o.id)).toEqual([offer.id]);
    const vendor = await members.vendor();
    const all = (
      await http()
        .get('/api/restaurants/give-franchise')
        .query({ per_page: 50 })
        .set(bearer(vendor))
        .expect(200)
    ).body.data as Page<FranchiseOffer>;
    expect(all.data.map((o) => o.id)).toContain(offer.id);
    // Read-more is for Elite members (decision 115).
    await http().get(`/api/restaurants/give-franchise/${offer.id}`).set(bearer(vendor)).expect(403);
    await makeElite(api.app, http, vendor);
    expect(
      (await http().get(`/api/restaurants/give-franchise/${offer.id}`).set(bearer(vendor)).expect(200)).body
        .data.id,
    ).toBe(offer.id);

    await http().delete(`/api/restaurants/give-franchise/${offer.id}`).set(bearer(owner)).expect(200);
    await http().get(`/api/restaurants/give-franchise/${offer.id}`).set(bearer(owner)).expect(404);
  });

  it('pages with a fixed number of queries', async () => {
    const owner = await members.owner();
    for (let i = 0; i < 3; i++)
      await postFranchise(owner, { ...FRANCHISE, brand_name: `Brand ${i}` }, await images(1)).expect(201);
    const get = (per_page: number) =>
      http()
        .get('/api/restaurants/give-franchise')
        .query({ per_page, scope: 'mine' })
        .set(bearer(owner))
        .expect(200);
    expect((await get(2)).body.data).toMatchObject({ total: 3, last_page: 2 });
    const one = await counter.during(() => get(1));
    const three = await counter.during(() => get(3));
    expect(three.queries.length).toBe(one.queries.length);
  });

  it('holds an offer with a watched word', async () => {
    const word = uniqueWord('bad');
    await watchWord(api.app, word);
    const owner = await members.owner();
    const offer = (await postFranchise(owner, { ...FRANCHISE, segment_multi: word }).expect(201)).body
      .data as FranchiseOffer;
    expect(offer.is_held).toBe(1);
    await http()
      .get(`/api/restaurants/give-franchise/${offer.id}`)
      .set(bearer(await members.vendor()))
      .expect(404);
  });
});

describe('sell my restaurant', () => {
  it('needs Elite to list (403 with the seed’s text), then lists and answers my-smr', async () => {
    const owner = await members.owner();
    const refused = await postSale(owner, SALE).expect(403);
    expect(refused.body.message).toBe('You need to subscribe to acceess this facility');
    expect((await http().get('/api/restaurants/my-smr').set(bearer(owner)).expect(200)).body.data).toBeNull();

    await makeElite(api.app, http, owner);
    const res = await postSale(owner, SALE, await images(2)).expect(201);
    expect(res.body.message).toBe(MarketplaceMessages.saleCreated);
    const listing = res.body.data as SaleListing;
    expect(listing).toMatchObject({
      restaurant_type_id: 5,
      restaurant_type: 'Cafe',
      operate_since: '2016-04-01',
      turnover: 450000,
      expected_price: 4500000,
      is_closed: '0',
      is_closed_text: 'Running',
      country: { id: 101 },
      state: { id: 4030 },
      city: { id: 134096 },
      contact_phone: '9800000001',
      user_type_text: 'sell_my_restaurant',
      is_held: 0,
    });
    expect(listing.medias).toHaveLength(2);
    const mine = (await http().get('/api/restaurants/my-smr').set(bearer(owner)).expect(200)).body.data;
    expect(mine.id).toBe(listing.id);
  });

  it('needs the free text for type 1 (Other) and refuses bad fields with 422', async () => {
    const owner = await members.owner();
    await makeElite(api.app, http, owner);
    const other = await postSale(owner, { ...SALE, restaurant_type_id: '1' }).expect(422);
    expect(other.body.errors).toHaveProperty('restaurant_type');
    const ok = await postSale(owner, {
      ...SALE,
      restaurant_type_id: '1',
      restaurant_type: 'Ice cream parlour',
    }).expect(201);
    expect(ok.body.data.restaurant_type).toBe('Ice cream parlour');
    for (const [field, overrides] of [
      ['restaurant_type_id', { restaurant_type_id: '999' }],
      ['expected_price', { expected_price: undefined }],
      ['profit', { profit: '-1' }],
      ['operate_since', { operate_since: '2999-01-01' }],
      ['operate_since', { operate_since: '01/02/2016' }],
      ['contact_email', { contact_email: 'x@' }],
      ['is_closed', { is_closed: '2' }],
    ] as const) {
      const res = await postSale(owner, { ...SALE, ...overrides }).expect(422);
      expect(res.body.errors).toHaveProperty(field);
    }
  });

  it('lets only the owner update (is_closed) and delete; a deleted listing is 404', async () => {
    const owner = await members.owner();
    await makeElite(api.app, http, owner);
    const listing = (await postSale(owner, SALE).expect(201)).body.data as SaleListing;
    const other = await members.owner();
    await makeElite(api.app, http, other);
    await form(http().post(`/api/restaurants/sell-my-restaurant/${listing.id}`).set(bearer(other)), {
      is_closed: '1',
    }).expect(403);
    await http().delete(`/api/restaurants/sell-my-restaurant/${listing.id}`).set(bearer(other)).expect(403);

    const closed = await form(
      http().post(`/api/restaurants/sell-my-restaurant/${listing.id}`).set(bearer(owner)),
      {
        is_closed: '1',
        expected_price: '4000000',
      },
    ).expect(200);
    expect(closed.body).toMatchObject({
      message: MarketplaceMessages.saleUpdated,
      data: { is_closed: '1', is_closed_text: 'Closed', expected_price: 4000000, turnover: 450000 },
    });
    const noPrice = await form(
      http().post(`/api/restaurants/sell-my-restaurant/${listing.id}`).set(bearer(owner)),
      {
        expected_price: '',
      },
    ).expect(422);
    expect(noPrice.body.errors).toHaveProperty('expected_price');
    await http().delete(`/api/restaurants/sell-my-restaurant/${listing.id}`).set(bearer(owner)).expect(200);
    await http().get(`/api/restaurants/sell-my-restaurant/${listing.id}`).set(bearer(owner)).expect(404);
    await form(http().post(`/api/restaurants/sell-my-restaurant/${listing.id}`).set(bearer(owner)), {
      is_closed: '0',
    }).expect(404);
  });

  it('is for owners only, and the public feed pages with a fixed number of queries and hides held listings', async () => {
    const vendor = await members.vendor();
    await makeElite(api.app, http, vendor);
    expect((await postSale(vendor, SALE).expect(403)).body.message).toBe(MarketplaceMessages.ownersOnly);

    const word = uniqueWord('bad');
    await watchWord(api.app, word);
    const owner = await members.owner();
    await makeElite(api.app, http, owner);
    const held = (await postSale(owner, { ...SALE, price_include_list: word }).expect(201)).body
      .data as SaleListing;
    expect(held.is_held).toBe(1);
    await postSale(owner, SALE).expect(201);
    await postSale(owner, SALE).expect(201);

    const feed = (per_page: number) =>
      http()
        .get('/api/restaurants/sell-my-restaurant')
        .query({ sort: 'id', order_by: 'desc', page: 1, per_page })
        .set(bearer(vendor))
        .expect(200);
    const page = (await feed(50)).body.data as Page<SaleListing>;
    expect(page.data.map((s) => s.id)).not.toContain(held.id);
    expect(page.last_page).toBe(Math.max(1, Math.ceil(page.total / 50)));
    await http().get(`/api/restaurants/sell-my-restaurant/${held.id}`).set(bearer(vendor)).expect(404);
    const one = await counter.during(() => feed(1));
    const three = await counter.during(() => feed(3));
    expect(three.queries.length).toBe(one.queries.length);
  });
});
