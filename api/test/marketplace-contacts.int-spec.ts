import {
  ContactMessages,
  type ContactView,
  type FranchiseOffer,
  type Job,
  type ManpowerProfile,
  MarketplaceMessages,
  type Page,
  type Requirement,
  type RevealedContact,
  type SaleListing,
} from '@app/contracts';
import { RedisClient } from '../src/core/redis/redis.module';
import { bearer } from './support/accounts';
import { useTestApi } from './support/api';
import { form, makeElite, memberMaker } from './support/marketplace';
import { flatCosts, pageCosts, QueryCounter } from './support/query-counter';
import type { Member } from './support/social';

/**
 * Issue 36 part 1 (decisions 210-212): listing contacts for Elite members of the types the seeds show them
 * to, the owner's opt-out per listing, the professional's CV consent, the reveal log and the daily cap.
 */
const api = useTestApi();
const { http, outbox } = api;
let members: ReturnType<typeof memberMaker>;
let counter: QueryCounter;

beforeAll(() => {
  members = memberMaker(http, outbox);
  counter = QueryCounter.install(api.app);
});

const FRANCHISE = {
  brand_name: 'Spice Route Express',
  company_name: 'Spice Route Foods Pvt Ltd',
  franchise_type: 'FOFO',
  contact_name: 'Riya Shah',
  contact_phone: '+91 98000 00001',
  contact_email: 'franchise@spiceroute.example',
  state_id: '4030',
  city_id: '134096',
};
const SALE = {
  restaurant_type_id: '5',
  expected_price: '4500000',
  contact_name: 'Arjun Mehta',
  contact_phone: '9800000002',
  contact_email: 'sale@example.test',
};
const JOB = { title: 'Tandoor chef', position: 'Head chef', salary: '35000', per: '0' };
const REQUIREMENT = { title: 'Fresh paneer', description: 'Daily 20 kg' };

const pdf = () =>
  Buffer.from('%PDF-1.4\n% cv\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

async function created<T>(res: Promise<{ status: number; body: { data: T } }>): Promise<T> {
  const answer = await res;
  if (answer.status !== 201) throw new Error(`not created: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.data;
}
const post = (path: string, as: Member, fields: Record<string, string>) =>
  form(http().post(`/api/${path}`).set(bearer(as)), fields);
const get = (path: string, as: Member, query: Record<string, unknown> = {}) =>
  http().get(`/api/${path}`).query(query).set(bearer(as));
const reveal = (as: Member, subject: string, id: number | string) =>
  http().post(`/api/contacts/${subject}/${id}`).set(bearer(as));
const views = async (as: Member, query: Record<string, unknown> = {}) =>
  (await get('contacts/views', as, query).expect(200)).body.data as Page<ContactView>;

async function elite(make: () => Promise<Member>): Promise<Member> {
  const member = await make();
  await makeElite(api.app, http, member);
  return member;
}
const owner = () => members.owner();
const vendor = () => members.vendor();
const professional = () => members.manpower();

/** The account's own mobile and e-mail, as GET user answers them to the member. */
async function accountContact(member: Member): Promise<{ mobile_no: string | null; email: string }> {
  const me = (await get('user', member).expect(200)).body.data as { mobile_no: string | null; email: string };
  return { mobile_no: me.mobile_no, email: me.email };
}

/** Each listing kind: how to create it, where it is listed and read, and whose contact it carries. */
const KINDS = {
  requirement: {
    create: (o: Member, extra: Record<string, string> = {}) =>
      created<Requirement>(post('restaurants/requirement', o, { ...REQUIREMENT, ...extra })),
    list: 'vendor/requirements',
    detail: (id: number) => `restaurants/requirement/${id}`,
    audience: vendor,
    outsider: professional,
  },
  job: {
    create: (o: Member, extra: Record<string, string> = {}) =>
      created<Job>(post('restaurants/job', o, { ...JOB, ...extra })),
    list: 'restaurants/job',
    detail: (id: number) => `restaurants/job/${id}`,
    audience: professional,
    outsider: vendor,
  },
  franchise: {
    create: (o: Member, extra: Record<string, string> = {}) =>
      created<FranchiseOffer>(post('restaurants/give-franchise', o, { ...FRANCHISE, ...extra })),
    list: 'restaurants/give-franchise',
    detail: (id: number) => `restaurants/give-franchise/${id}`,
    audience: vendor,
    outsider: null,
  },
  sale: {
    create: (o: Member, extra: Record<string, string> = {}) =>
      created<SaleListing>(post('restaurants/sell-my-restaurant', o, { ...SALE, ...extra })),
    list: 'restaurants/sell-my-restaurant',
    detail: (id: number) => `restaurants/sell-my-restaurant/${id}`,
    audience: professional,
    outsider: null,
  },
} as const;
type Kind = keyof typeof KINDS;

/** A listing's contact fields as the API answers them, whatever the kind. */
function contactFields(kind: Kind, row: Record<string, unknown>) {
  if (kind === 'franchise' || kind === 'sale')
    return { mobile: row.contact_phone, email: row.contact_email, name: row.contact_name };
  const restaurant = row.restaurant as Record<string, unknown>;
  return { mobile: restaurant.mobile_no, email: restaurant.email, name: undefined };
}

async function expectedContact(kind: Kind, listingOwner: Member) {
  if (kind === 'franchise')
    return { name: 'Riya Shah', mobile_no: '+91 98000 00001', email: 'franchise@spiceroute.example' };
  if (kind === 'sale') return { name: 'Arjun Mehta', mobile_no: '9800000002', email: 'sale@example.test' };
  return accountContact(listingOwner);
}

async function listRow(kind: Kind, as: Member, id: number) {
  const page = (await get(KINDS[kind].list, as, { per_page: 50, scope: 'all' }).expect(200)).body
    .data as Page<{ id: number } & Record<string, unknown>>;
  const row = page.data.find((r) => r.id === id);
  if (!row) throw new Error(`${kind} ${id} not on the first page of ${KINDS[kind].list}`);
  return row;
}

describe.each(Object.keys(KINDS) as Kind[])('%s contacts', (kind) => {
  const k = KINDS[kind];

  it('an Elite member of the type the seeds show it to sees "reveal" on the list and read-more, reveals it, and it is recorded', async () => {
    const listingOwner = await elite(owner);
    const listing = await k.create(listingOwner);
    expect(listing).toMatchObject({ contact_shown: 'elite', contact_access: 'shown' });
    const reader = await elite(k.audience);

    const row = await listRow(kind, reader, listing.id);
    expect(row.contact_access).toBe('reveal');
    expect(contactFields(kind, row)).toMatchObject({ mobile: null, email: null });
    const detail = (await get(k.detail(listing.id), reader).expect(200)).body.data;
    expect(detail.contact_access).toBe('reveal');
    expect(contactFields(kind, detail)).toMatchObject({ mobile: null, email: null });

    const res = await reveal(reader, kind, listing.id).expect(200);
    expect(res.body.message).toBe(ContactMessages.revealed);
    expect(res.body.data as RevealedContact).toMatchObject({
      subject: kind,
      subject_id: listing.id,
      member_id: listingOwner.id,
      ...(await expectedContact(kind, listingOwner)),
    });
    const log = await views(listingOwner);
    expect(log.data[0]).toMatchObject({
      subject: kind,
      subject_id: listing.id,
      viewer: { id: reader.id },
    });
  });

  it('a free member of that type gets the Elite prompt: "elite" on the list, 403 with the seed text on reveal', async () => {
    const listing = await k.create(await elite(owner));
    const reader = await k.audience();
    expect((await listRow(kind, reader, listing.id)).contact_access).toBe('elite');
    const res = await reveal(reader, kind, listing.id).expect(403);
    expect(res.body.message).toBe(MarketplaceMessages.subscribeToAccess);
  });

  if (k.outsider) {
    const outsider = k.outsider;
    it('an Elite member of a type the seeds do not show it to gets "none" and 403', async () => {
      const listing = await k.create(await elite(owner));
      const reader = await elite(outsider);
      const detail = (await get(k.detail(listing.id), reader).expect(200)).body.data;
      expect(detail.contact_access).toBe('none');
      expect(contactFields(kind, detail)).toMatchObject({ mobile: null, email: null });
      expect((await reveal(reader, kind, listing.id).expect(403)).body.message).toBe(
        ContactMessages.notForYou,
      );
    });
  }

  it('an owner who chose "only after a quote / application" keeps it from Elite members; the choice can be changed back', async () => {
    const listingOwner = await elite(owner);
    const listing = await k.create(listingOwner, { contact_shown: 'after_trade' });
    expect(listing.contact_shown).toBe('after_trade');
    const reader = await elite(k.audience);
    const row = await listRow(kind, reader, listing.id);
    expect(row.contact_access).toBe('after_trade');
    expect(contactFields(kind, row)).toMatchObject({ mobile: null, email: null });
    expect((await reveal(reader, kind, listing.id).expect(403)).body.message).toBe(
      ContactMessages.afterTrade[kind],
    );
    expect((await views(listingOwner)).total).toBe(0);

    const path = k.detail(listing.id);
    const updated = await post(path, listingOwner, { contact_shown: 'elite' });
    expect(updated.status).toBe(200);
    expect(updated.body.data.contact_shown).toBe('elite');
    await reveal(reader, kind, listing.id).expect(200);
  });

  it('refuses an unknown choice with 422 on contact_shown', async () => {
    const listingOwner = await elite(owner);
    const res = await form(
      http()
        .post(
          `/api/${kind === 'requirement' ? 'restaurants/requirement' : kind === 'job' ? 'restaurants/job' : kind === 'franchise' ? 'restaurants/give-franchise' : 'restaurants/sell-my-restaurant'}`,
        )
        .set(bearer(listingOwner)),
      {
        ...(kind === 'requirement'
          ? REQUIREMENT
          : kind === 'job'
            ? JOB
            : kind === 'franchise'
              ? FRANCHISE
              : SALE),
        contact_shown: 'everyone',
      },
    ).expect(422);
    expect(res.body.errors).toHaveProperty('contact_shown');
  });

  it('lists cost the same number of queries whatever the page size for an Elite reader', async () => {
    const listingOwner = await elite(owner);
    for (let i = 0; i < 4; i++) await k.create(listingOwner);
    const reader = await elite(k.audience);
    const costs = await pageCosts(
      counter,
      async (per_page, page) =>
        ((await get(k.list, reader, { per_page, page, scope: 'all' }).expect(200)).body.data as Page<unknown>)
          .data,
    );
    expect(costs).toEqual(flatCosts(costs));
  });
});

describe('trade relations show the contact without a reveal', () => {
  it('a vendor who quoted, a professional who applied and a member who showed interest see it, nothing recorded', async () => {
    const listingOwner = await elite(owner);
    const [requirement, job, offer, sale] = await Promise.all([
      KINDS.requirement.create(listingOwner, { contact_shown: 'after_trade' }),
      KINDS.job.create(listingOwner, { contact_shown: 'after_trade' }),
      KINDS.franchise.create(listingOwner, { contact_shown: 'after_trade' }),
      KINDS.sale.create(listingOwner, { contact_shown: 'after_trade' }),
    ]);
    const own = await accountContact(listingOwner);

    const quoter = await vendor();
    await http()
      .post(`/api/vendor/vendors/interested/${requirement.id}`)
      .set(bearer(quoter))
      .send({ is_intrested: 1, mobile_no: '9800000005', rate: 100 })
      .expect(200);
    const quoted = await listRow('requirement', quoter, requirement.id);
    expect(quoted).toMatchObject({ contact_access: 'shown', restaurant: own });

    const applicant = await professional();
    await http()
      .post(`/api/mp/manpowers/apply-now-job/${job.id}`)
      .set(bearer(applicant))
      .send({ is_applied: 1 })
      .expect(200);
    expect(await listRow('job', applicant, job.id)).toMatchObject({
      contact_access: 'shown',
      restaurant: own,
    });
    expect((await reveal(applicant, 'job', job.id).expect(200)).body.data).toMatchObject(own);

    const buyer = await elite(vendor);
    await http()
      .post(`/api/restaurants/give-franchises/interested/${offer.id}`)
      .set(bearer(buyer))
      .send({ is_intrested: 1 })
      .expect((res) => expect([200, 201]).toContain(res.status));
    expect((await get(`restaurants/give-franchise/${offer.id}`, buyer).expect(200)).body.data).toMatchObject({
      contact_access: 'shown',
      contact_phone: '+91 98000 00001',
    });
    expect((await listRow('sale', buyer, sale.id)).contact_access).toBe('after_trade');

    expect((await views(listingOwner)).total).toBe(0);
  });
});

describe('CVs', () => {
  async function professionalWithCv(): Promise<Member> {
    const chef = await professional();
    await http()
      .post(`/api/users/${chef.id}`)
      .set(bearer(chef))
      .attach('resume', pdf(), { filename: 'cv.pdf', contentType: 'application/pdf' })
      .expect(200);
    return chef;
  }
  const consent = (chef: Member, value: '0' | '1') =>
    post(`mp/manpowers/${chef.id}`, chef, { cv_consent: value }).expect(200);
  const resume = (as: Member, id: number) => http().get(`/api/mp/manpowers/${id}/resume`).set(bearer(as));

  it('stays private until the professional ticks the box; then Elite owners reveal it, recorded; withdrawing hides it again', async () => {
    const chef = await professionalWithCv();
    const mine = (await get('mp/manpowers/my-profile', chef).expect(200)).body.data as ManpowerProfile;
    expect(mine.cv_consent).toBe(0);
    const employer = await elite(owner);

    const before = (await get(`mp/manpowers/${chef.id}`, employer).expect(200)).body.data as ManpowerProfile;
    expect(before).toMatchObject({
      contact_access: 'after_trade',
      email: null,
      mobile_no: null,
      resume: null,
    });
    expect((await reveal(employer, 'cv', chef.id).expect(404)).body.message).toBe(
      ContactMessages.cvNotShared,
    );
    await resume(employer, chef.id).expect(404);

    const saved = (await consent(chef, '1')).body.data as ManpowerProfile;
    expect(saved.cv_consent).toBe(1);
    const [{ cv_consent_at }] = await api.db.query(
      'SELECT cv_consent_at FROM manpower_profiles WHERE user_id = ?',
      [chef.id],
    );
    expect(cv_consent_at).toBeInstanceOf(Date);

    const after = (await get(`mp/manpowers/${chef.id}`, employer).expect(200)).body.data as ManpowerProfile;
    expect(after).toMatchObject({ contact_access: 'reveal', email: null, resume: null });
    await resume(employer, chef.id).expect(404); // not before the reveal
    const revealed = (await reveal(employer, 'cv', chef.id).expect(200)).body.data as RevealedContact;
    expect(revealed).toMatchObject({
      subject: 'cv',
      member_id: chef.id,
      ...(await accountContact(chef)),
      resume: `mp/manpowers/${chef.id}/resume`,
    });
    await resume(employer, chef.id).expect(200);
    expect((await views(chef)).data[0]).toMatchObject({
      subject: 'cv',
      subject_id: chef.id,
      viewer: { id: employer.id },
    });

    await consent(chef, '0');
    await resume(employer, chef.id).expect(404);
    await reveal(employer, 'cv', chef.id).expect(404);
  });

  it('is for Elite restaurant owners only: a free owner gets the prompt, an Elite vendor or professional "none"', async () => {
    const chef = await professionalWithCv();
    await consent(chef, '1');
    const freeOwner = await owner();
    expect((await reveal(freeOwner, 'cv', chef.id).expect(403)).body.message).toBe(
      MarketplaceMessages.subscribeToAccess,
    );
    for (const other of [await elite(vendor), await elite(professional)]) {
      expect((await get(`mp/manpowers/${chef.id}`, other).expect(200)).body.data.contact_access).toBe('none');
      await reveal(other, 'cv', chef.id).expect(403);
      await resume(other, chef.id).expect(404);
    }
    await reveal(await elite(owner), 'cv', (await owner()).id).expect(404); // not a professional
  });

  it('an owner the professional applied to keeps seeing it without consent, and nothing is recorded', async () => {
    const chef = await professionalWithCv();
    const employer = await elite(owner);
    const job = await KINDS.job.create(employer);
    await http()
      .post(`/api/mp/manpowers/apply-now-job/${job.id}`)
      .set(bearer(chef))
      .send({ is_applied: 1 })
      .expect(200);
    const profile = (await get(`mp/manpowers/${chef.id}`, employer).expect(200)).body.data as ManpowerProfile;
    expect(profile.contact_access).toBe('shown');
    expect(profile.email).not.toBeNull();
    await reveal(employer, 'cv', chef.id).expect(200);
    await resume(employer, chef.id).expect(200);
    expect((await views(chef)).total).toBe(0);
  });

  it('refuses a consent that is not 0 or 1 with 422 on cv_consent', async () => {
    const chef = await professional();
    const res = await post(`mp/manpowers/${chef.id}`, chef, { cv_consent: 'yes' }).expect(422);
    expect(res.body.errors).toHaveProperty('cv_consent');
  });
});

describe('the reveal log', () => {
  it('shows the member their own log only, newest first and paged; members only', async () => {
    const listingOwner = await elite(owner);
    const offers = [await KINDS.franchise.create(listingOwner), await KINDS.franchise.create(listingOwner)];
    const readers = [await elite(vendor), await elite(owner), await elite(professional)];
    for (const reader of readers)
      for (const offer of offers) await reveal(reader, 'franchise', offer.id).expect(200);

    const first = await views(listingOwner, { per_page: 4, page: 1 });
    expect(first.total).toBe(6);
    expect(first.data).toHaveLength(4);
    const second = await views(listingOwner, { per_page: 4, page: 2 });
    const ids = [...first.data, ...second.data].map((v) => v.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(first.data[0]).toMatchObject({
      subject: 'franchise',
      subject_id: offers[1]!.id,
      viewer: { id: readers[2]!.id, user_type_text: expect.any(String) },
    });
    // The readers' own logs hold nobody's reveals but those of their own contacts.
    for (const reader of readers) expect((await views(reader)).total).toBe(0);
    await http().get('/api/contacts/views').expect(401);
  });

  it('answers 422 on a bad subject, 404 on an unknown listing', async () => {
    const reader = await elite(vendor);
    expect((await reveal(reader, 'phonebook', 1).expect(422)).body.errors).toHaveProperty('subject');
    // Ids that are not all digits skip the route, as everywhere in the API (core/http/numeric-ids).
    await reveal(reader, 'job', 'abc').expect(404);
    await reveal(reader, 'job', 4_000_000).expect(404);
  });
});

describe('the daily cap', () => {
  it('stops an Elite member at 100 reveals a day with 429 and a message; nothing past it is recorded; trade relations are not counted', async () => {
    const listingOwner = await elite(owner);
    const offer = await KINDS.franchise.create(listingOwner);
    const reader = await elite(vendor);
    await reveal(reader, 'franchise', offer.id).expect(200);
    // 99 more reveals would take minutes of requests: the counter they leave is set as they would.
    const key = `contact-reveals:${reader.id}:${new Date().toISOString().slice(0, 10)}`;
    const redis = api.app.get(RedisClient);
    expect(Number(await redis.get(key))).toBe(1);
    expect(await redis.ttl(key)).toBeGreaterThan(86_400);
    await redis.set(key, '99', 'KEEPTTL');
    await reveal(reader, 'franchise', offer.id).expect(200);
    const refused = await reveal(reader, 'franchise', offer.id).expect(429);
    expect(refused.body.message).toBe(ContactMessages.dailyCap(100));
    expect((await views(listingOwner)).total).toBe(2);

    // The owner reading their own listing, and another member's count, are untouched by the cap.
    await reveal(listingOwner, 'franchise', offer.id).expect(200);
    await reveal(await elite(vendor), 'franchise', offer.id).expect(200);
  });
});

describe('restaurant contacts on the restaurant feed (decision 213)', () => {
  type Row = { id: number } & Record<string, unknown>;
  const consent = (restaurant: Member, value: string) =>
    post(`users/${restaurant.id}`, restaurant, { contact_consent: value });
  const feedPage = async (as: Member) =>
    (await get('restaurants/restaurants', as, { per_page: 50 }).expect(200)).body.data as Page<Row>;
  async function feedRow(as: Member, id: number): Promise<Row> {
    const row = (await feedPage(as)).data.find((r) => r.id === id);
    if (!row) throw new Error(`restaurant ${id} not on the first page of the feed`);
    return row;
  }
  const detail = async (as: Member, id: number) =>
    (await get(`restaurants/restaurants/${id}`, as).expect(200)).body.data as Row;
  /** The feed's JSON never carries the contact, whoever asks (only the reveal's answer does). */
  async function expectNoContactInFeed(as: Member, contact: { mobile_no: string | null; email: string }) {
    const page = await feedPage(as);
    const text = JSON.stringify(page);
    expect(text).not.toContain(contact.email);
    expect(text).not.toContain(String(contact.mobile_no));
    for (const row of page.data) {
      expect(row).not.toHaveProperty('mobile_no');
      expect(row).not.toHaveProperty('email');
    }
  }
  async function consentingRestaurant(): Promise<Member> {
    const restaurant = await owner();
    await consent(restaurant, '1').expect(200);
    return restaurant;
  }

  it('stays private until the owner ticks the box; the consent is recorded, and 0 or 1 only', async () => {
    const restaurant = await owner();
    const mine = (await get('restaurants/restaurants/my-profile', restaurant).expect(200)).body.data;
    expect(mine.contact_consent).toBe(0);
    const reader = await elite(vendor);
    expect((await feedRow(reader, restaurant.id)).contact_access).toBe('after_trade');
    expect((await reveal(reader, 'restaurant', restaurant.id).expect(404)).body.message).toBe(
      ContactMessages.restaurantNotShared,
    );

    const bad = await consent(restaurant, 'yes').expect(422);
    expect(bad.body.errors).toHaveProperty('contact_consent');
    await consent(restaurant, '1').expect(200);
    const [{ contact_consent_at }] = await api.db.query(
      'SELECT contact_consent_at FROM restaurant_profiles WHERE user_id = ?',
      [restaurant.id],
    );
    expect(contact_consent_at).toBeInstanceOf(Date);
    expect(
      (await get('restaurants/restaurants/my-profile', restaurant).expect(200)).body.data.contact_consent,
    ).toBe(1);
    // Another save of the form without the field keeps the consent and its time.
    await post(`users/${restaurant.id}`, restaurant, { comments: 'Open all week' }).expect(200);
    const [again] = await api.db.query(
      'SELECT contact_consent_at FROM restaurant_profiles WHERE user_id = ?',
      [restaurant.id],
    );
    expect(again.contact_consent_at).toEqual(contact_consent_at);
    expect((await views(restaurant)).total).toBe(0);
  });

  it.each([
    ['an Elite vendor', vendor],
    ['an Elite professional', professional],
  ])(
    '%s sees "Show contact" (reveal) on the feed and read-more, never the contact; the reveal answers mobile and e-mail and is logged',
    async (_who, make) => {
      const restaurant = await consentingRestaurant();
      const contact = await accountContact(restaurant);
      expect(contact.mobile_no).not.toBeNull();
      const reader = await elite(make);

      expect((await feedRow(reader, restaurant.id)).contact_access).toBe('reveal');
      await expectNoContactInFeed(reader, contact);
      expect(await detail(reader, restaurant.id)).toMatchObject({
        contact_access: 'reveal',
        mobile_no: null,
        email: null,
      });

      const res = await reveal(reader, 'restaurant', restaurant.id).expect(200);
      expect(res.body.message).toBe(ContactMessages.revealed);
      const revealed = res.body.data as RevealedContact;
      expect(revealed).toMatchObject({
        subject: 'restaurant',
        subject_id: restaurant.id,
        member_id: restaurant.id,
      });
      expect(revealed.mobile_no).toBe(contact.mobile_no);
      expect(revealed.email).toBe(contact.email);
      expect(revealed.resume).toBeNull();

      const log = await views(restaurant);
      expect(log.total).toBe(1);
      expect(log.data[0]).toMatchObject({
        subject: 'restaurant',
        subject_id: restaurant.id,
        viewer: { id: reader.id },
      });
    },
  );

  it('an Elite restaurant owner (not in the audience) gets "none": neither mobile nor e-mail, 403 on reveal', async () => {
    const restaurant = await consentingRestaurant();
    const contact = await accountContact(restaurant);
    const reader = await elite(owner);
    expect((await feedRow(reader, restaurant.id)).contact_access).toBe('none');
    await expectNoContactInFeed(reader, contact);
    expect(await detail(reader, restaurant.id)).toMatchObject({
      contact_access: 'none',
      mobile_no: null,
      email: null,
    });
    expect((await reveal(reader, 'restaurant', restaurant.id).expect(403)).body.message).toBe(
      ContactMessages.notForYou,
    );
    expect((await views(restaurant)).total).toBe(0);
  });

  it.each([
    ['a free vendor', vendor],
    ['a free professional', professional],
  ])(
    '%s gets the Elite prompt: "elite" on the feed, 403 with the seed text, neither field',
    async (_who, make) => {
      const restaurant = await consentingRestaurant();
      const contact = await accountContact(restaurant);
      const reader = await make();
      expect((await feedRow(reader, restaurant.id)).contact_access).toBe('elite');
      await expectNoContactInFeed(reader, contact);
      const res = await reveal(reader, 'restaurant', restaurant.id).expect(403);
      expect(res.body.message).toBe(MarketplaceMessages.subscribeToAccess);
      expect(res.body.data ?? null).toBeNull();
      expect((await views(restaurant)).total).toBe(0);
    },
  );

  it('the owner sees their own mobile and e-mail on the read-more (not in the feed), unrecorded', async () => {
    const restaurant = await owner();
    const contact = await accountContact(restaurant);
    expect((await feedRow(restaurant, restaurant.id)).contact_access).toBe('shown');
    await expectNoContactInFeed(restaurant, contact);
    expect(await detail(restaurant, restaurant.id)).toMatchObject({ contact_access: 'shown', ...contact });
    expect((await reveal(restaurant, 'restaurant', restaurant.id).expect(200)).body.data).toMatchObject(
      contact,
    );
    expect((await views(restaurant)).total).toBe(0);
  });

  it('withdrawing the consent hides mobile and e-mail again at once', async () => {
    const restaurant = await consentingRestaurant();
    const reader = await elite(vendor);
    await reveal(reader, 'restaurant', restaurant.id).expect(200);
    await consent(restaurant, '0').expect(200);
    const [{ contact_consent_at }] = await api.db.query(
      'SELECT contact_consent_at FROM restaurant_profiles WHERE user_id = ?',
      [restaurant.id],
    );
    expect(contact_consent_at).toBeNull();
    expect((await feedRow(reader, restaurant.id)).contact_access).toBe('after_trade');
    expect(await detail(reader, restaurant.id)).toMatchObject({
      contact_access: 'after_trade',
      mobile_no: null,
      email: null,
    });
    expect((await reveal(reader, 'restaurant', restaurant.id).expect(404)).body.message).toBe(
      ContactMessages.restaurantNotShared,
    );
    expect((await views(restaurant)).total).toBe(1); // the reveal made while it held
  });

  it('a vendor who quoted and a professional who applied see it without consent, uncounted and unrecorded', async () => {
    const restaurant = await elite(owner);
    const contact = await accountContact(restaurant);
    const [requirement, job] = await Promise.all([
      KINDS.requirement.create(restaurant),
      KINDS.job.create(restaurant),
    ]);
    const quoter = await vendor();
    await http()
      .post(`/api/vendor/vendors/interested/${requirement.id}`)
      .set(bearer(quoter))
      .send({ is_intrested: 1, mobile_no: '9800000005', rate: 100 })
      .expect(200);
    const applicant = await professional();
    await http()
      .post(`/api/mp/manpowers/apply-now-job/${job.id}`)
      .set(bearer(applicant))
      .send({ is_applied: 1 })
      .expect(200);
    const redis = api.app.get(RedisClient);
    for (const trader of [quoter, applicant]) {
      expect((await feedRow(trader, restaurant.id)).contact_access).toBe('shown');
      await expectNoContactInFeed(trader, contact);
      // Free members in a trade relation pass the read-more gate as they do on the listing (decision 115).
      expect(await detail(trader, restaurant.id)).toMatchObject({ contact_access: 'shown', ...contact });
      expect((await reveal(trader, 'restaurant', restaurant.id).expect(200)).body.data).toMatchObject(
        contact,
      );
      const key = `contact-reveals:${trader.id}:${new Date().toISOString().slice(0, 10)}`;
      expect(await redis.get(key)).toBeNull();
    }
    expect((await views(restaurant)).total).toBe(0);
  });

  it('counts against the same daily cap as the listings: 429 past it, nothing recorded', async () => {
    const listingOwner = await elite(owner);
    const offer = await KINDS.franchise.create(listingOwner);
    const restaurant = await consentingRestaurant();
    const reader = await elite(vendor);
    await reveal(reader, 'franchise', offer.id).expect(200);
    await reveal(reader, 'restaurant', restaurant.id).expect(200);
    const key = `contact-reveals:${reader.id}:${new Date().toISOString().slice(0, 10)}`;
    const redis = api.app.get(RedisClient);
    expect(Number(await redis.get(key))).toBe(2);
    await redis.set(key, '100', 'KEEPTTL');
    const refused = await reveal(reader, 'restaurant', restaurant.id).expect(429);
    expect(refused.body.message).toBe(ContactMessages.dailyCap(100));
    expect((await views(restaurant)).total).toBe(1);
  });

  it('answers 404 for a member who is not a restaurant owner and for an unknown id', async () => {
    const reader = await elite(vendor);
    const other = await consentingRestaurant();
    await reveal(reader, 'restaurant', (await vendor()).id).expect(404);
    await reveal(reader, 'restaurant', 4_000_000).expect(404);
    await reveal(reader, 'restaurant', other.id).expect(200);
  });

  it('the feed costs the same number of queries whatever the page size for an Elite vendor', async () => {
    for (let i = 0; i < 3; i++) await consentingRestaurant();
    const reader = await elite(vendor);
    const costs = await pageCosts(
      counter,
      async (per_page, page) =>
        (
          (await get('restaurants/restaurants', reader, { per_page, page }).expect(200)).body
            .data as Page<unknown>
        ).data,
    );
    expect(costs).toEqual(flatCosts(costs));
  });
});
