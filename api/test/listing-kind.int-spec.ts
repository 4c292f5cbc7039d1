import { MarketplaceMessages } from '@app/contracts';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { DomainError } from '../src/core/errors/domain-error';
import { listingKind } from '../src/modules/marketplace/common/listing-kind';
import { ListingLifecycleService } from '../src/modules/marketplace/common/listing-lifecycle';
import { FeedQuery } from '../src/modules/marketplace/common/list-query.dto';
import { searchText } from '../src/modules/marketplace/common/search-text';
import { ContactListingColumns, ListingColumns } from '../src/modules/marketplace/entities/listing-columns';
import type { InterestSubject } from '../src/modules/marketplace/entities/listing-interest.entity';
import { useTestApi } from './support/api';
import { makeElite, memberMaker } from './support/marketplace';

/** A kind that exists only in this spec, with a table made here: what a new kind needs is ONE declaration. */
@Entity('test_kind_listings')
class GadgetEntity extends ContactListingColumns {
  @Column({ type: 'varchar' })
  title: string;
}
// Registers the entity with the app's data source before the app starts (autoLoadEntities reads it).
TypeOrmModule.forFeature([GadgetEntity]);

interface GadgetInput {
  title?: string;
  contact_name?: string;
  contact_phone?: string;
  contact_email?: string;
  city_id?: number;
  state_id?: number;
  country_id?: number;
}

const NOT_FOUND = 'Gadget not found.';

const GADGETS = listingKind({
  // Not a subject of marketplace_media or listing_interests: this kind is shown no images or interest.
  subject: 'test_gadget' as InterestSubject,
  entity: GadgetEntity,
  contact: 'franchise',
  maxImages: 2,
  // Cast: the contract's union names the real kinds' types; a real kind adds its own there.
  type: 'test_gadget' as never,
  notFound: NOT_FOUND,
  defaultPlace: 'owner',
  columns: (input: GadgetInput) => {
    const { title, contact_name, contact_phone, contact_email } = input;
    return Object.fromEntries(
      Object.entries({ title, contact_name, contact_phone, contact_email }).filter(
        ([, v]) => v !== undefined,
      ),
    ) as Partial<GadgetEntity>;
  },
  title: (g) => g.title,
  screenedText: (g) => g.title ?? '',
  searchText: (g, place) => searchText(g.title, place.city, place.state),
  toView: (g, { access, interested }) => ({
    id: g.id,
    title: g.title,
    held: !!g.held_at,
    contact_name: access === 'shown' ? g.contact_name : null,
    access,
    interested,
  }),
});

/**
 * A kind that differs as requirements and jobs do (decision 440), still one declaration: no place, a
 * relation by a row of the viewer's own (an offer) instead of an interest, the owner's contact for whoever
 * the contact rule shows it to, and closed rows out of the feed.
 */
@Entity('test_kind_wants')
class WantEntity extends ListingColumns {
  @Column({ type: 'varchar' })
  title: string;

  @Column({ type: 'boolean', default: false })
  is_closed: boolean;
}

@Entity('test_kind_offers')
class OfferEntity {
  @PrimaryGeneratedColumn({ unsigned: true })
  id: number;

  @Column({ type: 'int', unsigned: true })
  want_id: number;

  @Column({ type: 'int', unsigned: true })
  member_id: number;
}
TypeOrmModule.forFeature([WantEntity, OfferEntity]);

const WANTS = listingKind({
  subject: 'test_want' as InterestSubject,
  entity: WantEntity,
  contact: 'job',
  maxImages: 1,
  photo: 'replaced',
  notFound: NOT_FOUND,
  feedWhere: 't.is_closed = 0',
  relation: { entity: OfferEntity, listing: 'want_id', member: 'member_id' },
  owner: { contact: 'shown' },
  columns: (input: { title?: string; is_closed?: boolean }) => input as Partial<WantEntity>,
  title: (w) => w.title,
  screenedText: (w) => w.title ?? '',
  searchText: (w) => searchText(w.title),
  toView: (w, { relatedId, owner, ownerContact, access }) => ({
    id: w.id,
    title: w.title,
    my_offer_id: relatedId,
    owner_name: owner?.full_name ?? null,
    owner_email: ownerContact?.email ?? null,
    access,
  }),
});

// Declared before the app's hooks: jest runs afterAll hooks in order, and the app closes in its own.
afterAll(async () => {
  await api.db.query('DROP TABLE IF EXISTS test_kind_listings, test_kind_wants, test_kind_offers');
});
const api = useTestApi();
let members: ReturnType<typeof memberMaker>;
let lifecycle: ListingLifecycleService;

beforeAll(async () => {
  members = memberMaker(api.http, api.outbox);
  lifecycle = api.app.get(ListingLifecycleService, { strict: false });
  await api.db.query('DROP TABLE IF EXISTS test_kind_listings');
  await api.db.query(`CREATE TABLE test_kind_listings (
    id INT UNSIGNED AUTO_INCREMENT PRIMARY KEY,
    user_id INT UNSIGNED NOT NULL,
    title VARCHAR(255) NOT NULL,
    country_id INT UNSIGNED NULL, state_id INT UNSIGNED NULL, city_id INT UNSIGNED NULL,
    contact_name VARCHAR(255) NOT NULL, contact_phone VARCHAR(255) NOT NULL, contact_email VARCHAR(255) NOT NULL,
    search_text VARCHAR(1000) NOT NULL DEFAULT '',
    held_at DATETIME(3) NULL,
    contact_shown ENUM('elite', 'after_trade') NOT NULL DEFAULT 'elite',
    expires_at DATETIME(3) NULL, expired_at DATETIME(3) NULL,
    created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
    updated_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3)
  )`);
  await api.db.query('DROP TABLE IF EXISTS test_kind_wants, test_kind_offers');
  await api.db.query(`CREATE TABLE test_kind_wants (
    id INT UNSIGNED AUTO_INCREMENT PRIMARY KEY,
    user_id INT UNSIGNED NOT NULL,
    title VARCHAR(255) NOT NULL,
    is_closed TINYINT(1) NOT NULL DEFAULT 0,
    search_text VARCHAR(1000) NOT NULL DEFAULT '',
    held_at DATETIME(3) NULL,
    contact_shown ENUM('elite', 'after_trade') NOT NULL DEFAULT 'elite',
    expires_at DATETIME(3) NULL, expired_at DATETIME(3) NULL,
    created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
    updated_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3)
  )`);
  await api.db.query(`CREATE TABLE test_kind_offers (
    id INT UNSIGNED AUTO_INCREMENT PRIMARY KEY,
    want_id INT UNSIGNED NOT NULL,
    member_id INT UNSIGNED NOT NULL
  )`);
});

/** The domain error a call throws (what the error filter turns into the answer). */
async function refusal(call: Promise<unknown>): Promise<{ status: number; message: string }> {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof DomainError)) throw new Error(`expected a domain error, got ${String(error)}`);
  return { status: error.status, message: error.message };
}

const feedQuery = (scope: FeedQuery['scope'] = 'all') =>
  Object.assign(new FeedQuery(), { page: 1, per_page: 50, scope });

const searchTextOf = async (id: number) =>
  (
    (await api.db.query('SELECT search_text FROM test_kind_listings WHERE id = ?', [id])) as Array<{
      search_text: string;
    }>
  )[0]?.search_text;

describe('a listing kind declared once', () => {
  it('runs the whole shared life cycle: create, edit, feed, read-more, hold and delete', async () => {
    const owner = await members.owner();
    const stranger = await members.vendor();
    const elite = await members.vendor();
    await makeElite(api.app, api.http, elite);
    const contact = {
      contact_name: 'Asha Rao',
      contact_phone: '9800000002',
      contact_email: 'a@example.test',
    };

    // Create: saved held, released once screening passed; the owner sees the contact.
    const created = await lifecycle.create(GADGETS, owner.id, { title: 'Tandoor oven', ...contact }, []);
    expect(created).toMatchObject({
      title: 'Tandoor oven',
      held: false,
      contact_name: 'Asha Rao',
      access: 'shown',
    });
    // Placed where the owner is (sign-up puts test members in Surat, Gujarat): search finds the place too.
    expect(await searchTextOf(created.id)).toBe('Tandoor oven Surat Gujarat | tandur ovan');

    // Edit: the owner only (403), a missing row is the kind's 404; the search text follows the edit.
    expect(
      await refusal(lifecycle.update(GADGETS, stranger.id, created.id, { title: 'Mine now' }, [])),
    ).toEqual({
      status: 403,
      message: expect.any(String),
    });
    expect(await refusal(lifecycle.update(GADGETS, owner.id, 2_000_000_000, { title: 'x' }, []))).toEqual({
      status: 404,
      message: NOT_FOUND,
    });
    const edited = await lifecycle.update(
      GADGETS,
      owner.id,
      created.id,
      { title: 'Tandoor oven, 2 years old' },
      [],
    );
    expect(edited.title).toBe('Tandoor oven, 2 years old');
    expect(await searchTextOf(created.id)).toBe('Tandoor oven, 2 years old Surat Gujarat | tandur ovan');

    // Feed: open to members, without the contact; `scope=mine` is the viewer's own rows only.
    const feed = await lifecycle.list(GADGETS, stranger.id, feedQuery());
    expect(feed.data).toContainEqual(
      expect.objectContaining({ id: created.id, contact_name: null, access: 'elite' }),
    );
    const strangersOwn = await lifecycle.list(GADGETS, stranger.id, feedQuery('mine'));
    expect(strangersOwn.data).toEqual([]);

    // Read-more: the gate of decision 115 (a non-Elite stranger is told to subscribe; Elite may read).
    expect(await refusal(lifecycle.get(GADGETS, stranger.id, created.id))).toEqual({
      status: 403,
      message: MarketplaceMessages.subscribeToAccess,
    });
    expect(await lifecycle.get(GADGETS, elite.id, created.id)).toMatchObject({
      id: created.id,
      contact_name: null,
      access: 'reveal',
    });

    // A held row is its owner's alone: 404 to others, out of the feed, still in the owner's own list.
    await api.db.query('UPDATE test_kind_listings SET held_at = NOW(3) WHERE id = ?', [created.id]);
    expect(await refusal(lifecycle.get(GADGETS, elite.id, created.id))).toEqual({
      status: 404,
      message: NOT_FOUND,
    });
    const afterHold = await lifecycle.list(GADGETS, stranger.id, feedQuery());
    expect(afterHold.data.map((g) => g.id)).not.toContain(created.id);
    const ownersOwn = await lifecycle.list(GADGETS, owner.id, feedQuery('mine'));
    expect(ownersOwn.data).toEqual([expect.objectContaining({ id: created.id, held: true })]);
    expect(await lifecycle.latest(GADGETS, owner.id)).toMatchObject({ id: created.id });

    // Delete: the owner only; then the row is gone.
    expect((await refusal(lifecycle.remove(GADGETS, stranger.id, created.id))).status).toBe(403);
    await lifecycle.remove(GADGETS, owner.id, created.id);
    expect(await refusal(lifecycle.get(GADGETS, owner.id, created.id))).toEqual({
      status: 404,
      message: NOT_FOUND,
    });
  });

  it('refuses more images than the kind takes (422) before writing anything', async () => {
    const owner = await members.owner();
    const created = await lifecycle.create(
      GADGETS,
      owner.id,
      {
        title: 'Dough mixer',
        contact_name: 'Asha Rao',
        contact_phone: '9800000002',
        contact_email: 'a@example.test',
      },
      [],
    );
    // Three files where the kind takes two: refused on the count, before any file is read.
    const tooMany = Array.from({ length: 3 }, () => ({}) as never);
    expect(
      await refusal(lifecycle.update(GADGETS, owner.id, created.id, { title: 'Changed' }, tooMany)),
    ).toEqual({
      status: 422,
      message: expect.any(String),
    });
    expect(await lifecycle.get(GADGETS, owner.id, created.id)).toMatchObject({ title: 'Dough mixer' });
  });

  it('runs a kind that declares how it differs: no place, its own relation, the owner contact, a feed filter', async () => {
    const owner = await members.owner();
    const offerer = await members.vendor();
    const stranger = await members.vendor();

    // No place: the search text is the kind's own words only.
    const want = await lifecycle.create(WANTS, owner.id, { title: 'Pizza oven' }, []);
    const [{ search_text }] = (await api.db.query('SELECT search_text FROM test_kind_wants WHERE id = ?', [
      want.id,
    ])) as Array<{ search_text: string }>;
    expect(search_text).toMatch(/^Pizza oven/);
    // The owner sees their own card and contact.
    expect(want).toMatchObject({ my_offer_id: null, owner_name: expect.any(String), access: 'shown' });
    expect(want.owner_email).toEqual(expect.stringContaining('@'));

    // A viewer's own row of the relation is their relation: its id, and read-more opens to them (decision 115).
    expect((await refusal(lifecycle.get(WANTS, offerer.id, want.id))).status).toBe(403);
    const { insertId } = (await api.db.query(
      'INSERT INTO test_kind_offers (want_id, member_id) VALUES (?, ?)',
      [want.id, offerer.id],
    )) as { insertId: number };
    expect(await lifecycle.get(WANTS, offerer.id, want.id)).toMatchObject({ my_offer_id: insertId });

    // The feed meets the kind's condition: a closed row leaves it, and stays in the owner's own list.
    expect((await lifecycle.list(WANTS, stranger.id, feedQuery())).data.map((w) => w.id)).toContain(want.id);
    await lifecycle.update(WANTS, owner.id, want.id, { is_closed: true }, []);
    expect((await lifecycle.list(WANTS, stranger.id, feedQuery())).data.map((w) => w.id)).not.toContain(
      want.id,
    );
    expect((await lifecycle.list(WANTS, owner.id, feedQuery('mine'))).data.map((w) => w.id)).toEqual([
      want.id,
    ]);

    await lifecycle.remove(WANTS, owner.id, want.id);
    expect((await refusal(lifecycle.get(WANTS, owner.id, want.id))).status).toBe(404);
  });
});
