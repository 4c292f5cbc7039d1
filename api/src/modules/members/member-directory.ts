import { type MemberLanguage, memberLanguage, USER_TYPE_TEXT, type UserType } from '@app/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, In, IsNull, Not, type Repository } from 'typeorm';
import { PublicFilesService } from '../../core/storage/public-files';
import { UserEntity } from './entities/user.entity';

export interface PlaceRef {
  id: number;
  name: string;
}

/** What other modules show of a member next to their content: a post's author, a liker, a follower. */
export interface MemberCard {
  id: number;
  first_name: string;
  last_name: string;
  full_name: string;
  profile_photo: string | null;
  user_type: UserType;
  user_type_text: string;
  blue_tick: 0 | 1;
  city: PlaceRef | null;
  state: PlaceRef | null;
  country: PlaceRef | null;
}

/**
 * The relations in which the marketplace seed (001) shows one member's contact details to another: the
 * quotes a requirement's owner received, the applications a job's owner received, the requirements a vendor
 * may quote on, the jobs a professional applied to. The marketplace service that owns the relation checks it
 * (viewer and subject really are in it) before asking for contacts (docs/decisions/055).
 */
export type ContactRelation =
  | 'quote-received'
  | 'application-received'
  | 'requirement-to-quote'
  | 'job-applied'
  // An Elite member's explicit, recorded and capped reveal of a listing's or CV's contact (decision 210).
  | 'elite-reveal';

/** A member's card with the contact details a marketplace relation shows (name, mobile, e-mail). */
export interface MemberContact extends MemberCard {
  email: string;
  mobile_no: string | null;
  business_name: string | null;
}

/**
 * What billing and invoices need of a member: identity, contact, place and account age. Only for the member
 * themself (their checkout, their invoice) and for staff screens; never in another member's answer.
 */
export interface MemberFacts extends MemberCard {
  email: string;
  mobile_no: string | null;
  business_name: string | null;
  gst_no: string | null;
  address: string | null;
  pin_code: string | null;
  country_id: number;
  state_id: number;
  city_id: number;
  created_at: Date;
  verified: boolean;
  /** Banned by staff (decision 123): their content is hidden and they are listed nowhere. */
  banned: boolean;
  /** Suspended by staff until a time still to come (decision 123): they cannot sign in meanwhile. */
  suspended: boolean;
  /** An approved Atmnirbhar sales agent. */
  is_dsa: boolean;
  /** The member's saved language (decision 390): the language of their mails and notices. */
  language: MemberLanguage;
}

const ref = (place: { id: number; name: string } | undefined): PlaceRef | null =>
  place ? { id: place.id, name: place.name } : null;

/** The distinct ids that can name a member (positive whole numbers). */
const verifiable = (ids: readonly number[]): number[] =>
  [...new Set(ids)].filter((id) => Number.isSafeInteger(id) && id > 0);

/** A card's columns as cards() reads them, places by id and name (null: no such place). */
interface CardRow {
  id: number;
  first_name: string;
  last_name: string;
  profile_photo: string | null;
  user_type: UserType;
  blue_tick: number;
  city_id: number;
  city_name: string | null;
  state_id: number;
  state_name: string | null;
  country_id: number;
  country_name: string | null;
}

/**
 * A word is found by the name ranges of a two-word search (namePairsQuery) through the distinct first or last
 * names it begins, read from the index; past this many, by the plain prefix range instead.
 */
const NAME_PAIR_MAX_NAMES = 100;

/** Words of a name search that are considered at all; more add nothing to a dropdown of five. */
const NAME_SEARCH_MAX_WORDS = 8;
/** InnoDB's longest indexed token (innodb_ft_max_token_size's default); longer prefixes are cut to it. */
const FULLTEXT_MAX_TOKEN = 84;

/**
 * The terms of a name search: the letters-and-digits runs of each space-separated word, as the FULLTEXT
 * parser splits names ("Jean-Luc" is "jean" and "luc"), lower-cased.
 */
function nameSearchTerms(text: string): string[] {
  const words = text.normalize('NFKC').trim().split(/\s+/u).slice(0, NAME_SEARCH_MAX_WORDS);
  const terms = words.flatMap((word) => word.toLowerCase().split(/[^\p{L}\p{M}\p{N}]+/u)).filter(Boolean);
  return [...new Set(terms)];
}

interface SqlQuery {
  sql: string;
  params: unknown[];
}

/**
 * Relevance of a name match: how many of the terms are a whole first or last name ("Zara Shah" before
 * "Shahid Khan" for "shah"), then name order. Computed on the matches only, never the table.
 */
function relevanceOrder(terms: string[], alias: string): SqlQuery {
  const exact = terms.map(() => `(${alias}.first_name = ? OR ${alias}.last_name = ?)`).join(' + ');
  return {
    sql: `${exact} DESC, ${alias}.first_name, ${alias}.last_name, ${alias}.id`,
    params: terms.flatMap((term) => [term, term]),
  };
}

/**
 * The id query of searchByName, index-backed either way:
 * - terms of at least the FULLTEXT minimum token size go to the FULLTEXT index as required prefixes
 *   (`+term*`, boolean mode); shorter ones are checked on the rows it finds;
 * - a search made only of shorter terms walks the first-name and the last-name index by prefix ranges of
 *   its longest term (FORCE INDEX: on a small table the optimizer would rather scan), each branch stopping
 *   at `limit` rows.
 * A short term matches a name word it begins (words separated by spaces), like a long one.
 */
function nameSearchQuery(
  terms: string[],
  minToken: number,
  limit: number,
  /** Set: the full results page's keyset, newest member first, ids below `afterId` (null: the first page). */
  keyset?: { afterId: number | null },
): SqlQuery {
  const byId = keyset !== undefined;
  const idCheck = keyset?.afterId ? 'AND u.id < ?' : '';
  const idParams = keyset?.afterId ? [keyset.afterId] : [];
  const isLong = (term: string) => [...term].length >= minToken;
  const long = terms.filter(isLong);
  const short = terms.filter((term) => !isLong(term));
  const shortChecks = short.map(() => "CONCAT(' ', u.first_name, ' ', u.last_name) LIKE ?");
  const shortParams = short.map((term) => `% ${term}%`);
  if (long.length) {
    const against = long.map((term) => `+${[...term].slice(0, FULLTEXT_MAX_TOKEN).join('')}*`).join(' ');
    const order = byId ? { sql: 'u.id DESC', params: [] } : relevanceOrder(terms, 'u');
    return {
      sql: `SELECT u.id FROM users u
        WHERE MATCH (u.first_name, u.last_name) AGAINST (? IN BOOLEAN MODE) AND u.email_verified_at IS NOT NULL AND u.banned_at IS NULL AND u.deleted_at IS NULL
        ${shortChecks.map((check) => `AND ${check}`).join(' ')} ${idCheck}
        ORDER BY ${order.sql} LIMIT ?`,
      params: [against, ...shortParams, ...idParams, ...order.params, limit],
    };
  }
  return namePrefixQuery(short, limit, keyset);
}

const VISIBLE = 'u.email_verified_at IS NOT NULL AND u.banned_at IS NULL AND u.deleted_at IS NULL';

/** Lower-case, without accents or ligatures: how the name collation compares letters, near enough. */
const folded = (term: string): string =>
  term
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ß/gu, 'ss')
    .replace(/æ/gu, 'ae')
    .replace(/œ/gu, 'oe');

/**
 * The terms a name must match: a term that begins another one adds nothing ("sha" in "sha shah": a word
 * beginning with "shah" begins with "sha"), so it is dropped; every other pair of terms needs two different
 * words of the name.
 */
function matchingTerms(terms: string[]): string[] {
  const keys = terms.map(folded);
  return terms.filter((_, i) =>
    keys.every((other, j) => j === i || !other.startsWith(keys[i]!) || (other === keys[i] && j > i)),
  );
}

/**
 * Members whose whole name is more than two plain words (`name_multi_word`, migration 1795490500000): the
 * words inside those names ("Ann" of "Mary Ann", "Luc" of "Jean-Luc") are in that column's own FULLTEXT
 * index only, which holds nobody else. Terms shorter than the FULLTEXT minimum are checked on its rows.
 */
function multiWordBranch(
  long: string[],
  short: string[],
  limit: number,
  /** Rows another branch of the same union finds, left out here (a condition on `users u`). */
  exclude?: SqlQuery,
): SqlQuery {
  const against = long.map((term) => `+${[...term].slice(0, FULLTEXT_MAX_TOKEN).join('')}*`).join(' ');
  const checks = short.map(() => "AND CONCAT(' ', u.first_name, ' ', u.last_name) LIKE ?").join(' ');
  return {
    sql: `(SELECT u.id, u.first_name, u.last_name FROM users u
      WHERE MATCH (u.name_multi_word) AGAINST (? IN BOOLEAN MODE) AND ${VISIBLE} ${checks}
      ${exclude ? `AND NOT ${exclude.sql}` : ''} LIMIT ?)`,
    params: [against, ...short.map((term) => `% ${term}%`), ...(exclude?.params ?? []), limit],
  };
}

/** The distinct first and last names each of two words begins (index only: a loose scan of each name index). */
function namesBegunQuery([one, two]: [string, string]): SqlQuery {
  const names = (column: 'first_name' | 'last_name', index: string, tag: number) =>
    `SELECT ${tag} AS tag, n.name FROM (SELECT DISTINCT u.${column} AS name FROM users u FORCE INDEX (${index})
      WHERE u.${column} LIKE ? LIMIT ${NAME_PAIR_MAX_NAMES + 1}) n`;
  return {
    sql: [
      names('first_name', 'ix_users_name', 0),
      names('first_name', 'ix_users_name', 1),
      names('last_name', 'ix_users_last_name', 2),
      names('last_name', 'ix_users_last_name', 3),
    ].join(' UNION ALL '),
    params: [`${one}%`, `${two}%`, `${one}%`, `${two}%`],
  };
}

/** Which names each of two words begins: first names of the first, of the second, last names of each. */
type NamesBegun = [string[], string[], string[], string[]];

/**
 * Two words as the start of a first name and the start of a last name, either way round ("meera sha": Meera
 * Shah; "shah mee": Meeraj Shah): for each way, the side whose word begins fewer distinct names gives
 * equality ranges of its name index, the other word a prefix of the next column, so the index reads only
 * the real matches, never every "Meera" (decision 193). Plus the members with a longer name
 * (multiWordBranch), so the result is every match: a name of two plain words matches two words that do not
 * begin each other only this way round or that.
 */
function namePairsQuery(
  terms: string[],
  [one, two]: [string, string],
  names: NamesBegun,
  long: string[],
  short: string[],
  limit: number,
): SqlQuery {
  const [firstOne, firstTwo, lastOne, lastTwo] = names;
  const branch = (firsts: string[], first: string, lasts: string[], last: string): SqlQuery => {
    const fewerFirsts = firsts.length <= lasts.length;
    const [column, index, equal, other, prefix] = fewerFirsts
      ? (['first_name', 'ix_users_name', firsts, 'last_name', last] as const)
      : (['last_name', 'ix_users_last_name', lasts, 'first_name', first] as const);
    if (!equal.length) return { sql: '', params: [] };
    // Too many names (a one-letter word): the prefix range of the whole first-name index, bounded by `limit`.
    const many = equal.length > NAME_PAIR_MAX_NAMES;
    return {
      sql: `(SELECT u.id, u.first_name, u.last_name FROM users u FORCE INDEX (${index})
        WHERE u.${column} ${many ? 'LIKE ?' : 'IN (?)'} AND u.${other} LIKE ? AND ${VISIBLE}
        ORDER BY u.${column}, u.${other}, u.id LIMIT ?)`,
      params: [many ? `${column === 'first_name' ? first : last}%` : equal, `${prefix}%`, limit],
    };
  };
  const branches = [
    branch(firstOne, one, lastTwo, two),
    branch(firstTwo, two, lastOne, one),
    ...(long.length ? [multiWordBranch(long, short, limit)] : []),
  ].filter((b) => b.sql);
  if (!branches.length) return { sql: '', params: [] };
  const order = relevanceOrder(terms, 'm');
  return {
    sql: `SELECT m.id FROM (${branches.map((b) => b.sql).join(' UNION ')}) m ORDER BY ${order.sql} LIMIT ?`,
    params: [...branches.flatMap((b) => b.params), ...order.params, limit],
  };
}

/** The term whose prefix ranges namePrefixQuery reads (the longest), and the others it checks on the rows. */
function prefixTerms(terms: string[]): { anchor: string; checks: SqlQuery } {
  const anchor = terms.reduce((a, b) => ([...b].length > [...a].length ? b : a));
  const others = terms.filter((term) => term !== anchor);
  return {
    anchor,
    checks: {
      sql: others.map(() => "AND CONCAT(' ', u.first_name, ' ', u.last_name) LIKE ?").join(' '),
      params: others.map((term) => `% ${term}%`),
    },
  };
}

/** The members namePrefixQuery's two index branches find, as a condition on `users u`. */
function prefixMatch(terms: string[]): SqlQuery {
  const { anchor, checks } = prefixTerms(terms);
  return {
    sql: `((u.first_name LIKE ? OR u.last_name LIKE ?) ${checks.sql})`,
    params: [`${anchor}%`, `${anchor}%`, ...checks.params],
  };
}

/**
 * Members with a first or last name beginning with the longest of `terms` and a name word beginning with each
 * of the others: walks the first-name and the last-name index by the longest term's prefix range (FORCE
 * INDEX: on a small table the optimizer would rather scan), each branch stopping at `limit` rows, so the
 * work is bounded however common the term (decision 183). The branches do not overlap (the last-name one
 * leaves out the first-name one's rows, and `extra` must leave out both: prefixMatch), so the union needs no
 * duplicate check.
 */
function namePrefixQuery(
  terms: string[],
  limit: number,
  keyset?: { afterId: number | null },
  /** Another branch of the same union (the multi-word names, multiWordBranch), without prefixMatch's rows. */
  extra?: SqlQuery,
  /** The terms of the relevance order (all the words searched); `terms` by default. */
  ranked: string[] = terms,
): SqlQuery {
  const byId = keyset !== undefined;
  const idCheck = keyset?.afterId ? 'AND u.id < ?' : '';
  const idParams = keyset?.afterId ? [keyset.afterId] : [];
  const { anchor, checks } = prefixTerms(terms);
  const branch = (column: 'first_name' | 'last_name', index: string, notFirst: string) =>
    `(SELECT u.id, u.first_name, u.last_name FROM users u FORCE INDEX (${index})
      WHERE u.${column} LIKE ? ${notFirst} AND u.email_verified_at IS NOT NULL AND u.banned_at IS NULL AND u.deleted_at IS NULL ${checks.sql} ${idCheck}
      ORDER BY ${byId ? 'u.id DESC' : `u.${column}`} LIMIT ?)`;
  const firstParams = [`${anchor}%`, ...checks.params, ...idParams, limit];
  const lastParams = [`${anchor}%`, `${anchor}%`, ...checks.params, ...idParams, limit];
  const order = byId ? { sql: 'm.id DESC', params: [] } : relevanceOrder(ranked, 'm');
  const union = `${branch('first_name', 'ix_users_name', '')} UNION ALL ${branch('last_name', 'ix_users_last_name', 'AND u.first_name NOT LIKE ?')}`;
  return {
    sql: `SELECT m.id FROM (${union}${extra ? ` UNION ALL ${extra.sql}` : ''}) m
      ORDER BY ${order.sql} LIMIT ?`,
    params: [...firstParams, ...lastParams, ...(extra?.params ?? []), ...order.params, limit],
  };
}

/** A card's columns of `users u` and its place names (CARD_PLACES), as CardRow has them. */
const CARD_COLUMNS = `u.id, u.first_name, u.last_name, u.profile_photo, u.user_type, u.blue_tick,
  u.city_id, ci.name AS city_name, u.state_id, st.name AS state_name, u.country_id, co.name AS country_name`;
const CARD_PLACES = `LEFT JOIN cities ci ON ci.id = u.city_id
  LEFT JOIN states st ON st.id = u.state_id
  LEFT JOIN countries co ON co.id = u.country_id`;

/**
 * Read access to member accounts for the other domains (social, follows, billing, invoices, moderation).
 * The accounts domain owns the users table; everyone else asks here, in one query per batch of ids.
 */
@Injectable()
export class MemberDirectory {
  constructor(
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    private readonly files: PublicFilesService,
  ) {}

  private minTokenSize?: Promise<number>;

  /** Cards of verified members, keyed by id; unknown or unverified ids are absent. One query. */
  async cards(ids: readonly number[]): Promise<Map<number, MemberCard>> {
    const unique = verifiable(ids);
    if (!unique.length) return new Map();
    // Plain SQL of the card's columns: every feed page asks for cards, and building whole user entities with
    // their places cost more than the query (docs/decisions/190).
    const rows: CardRow[] = await this.users.query(
      `SELECT ${CARD_COLUMNS} FROM users u ${CARD_PLACES}
       WHERE u.id IN (?) AND u.email_verified_at IS NOT NULL AND u.deleted_at IS NULL`,
      [unique],
    );
    return new Map(rows.map((row) => [row.id, this.cardOf(row)]));
  }

  /**
   * Public cards of verified members with their business name (the marketplace's directories and promoted
   * lists), keyed by id; unknown, unverified and deleted ids are absent. One query of plain SQL, as cards().
   */
  async directoryCards(
    ids: readonly number[],
  ): Promise<Map<number, MemberCard & { business_name: string | null }>> {
    const unique = verifiable(ids);
    if (!unique.length) return new Map();
    const rows: Array<CardRow & { business_name: string | null }> = await this.users.query(
      `SELECT ${CARD_COLUMNS}, u.business_name FROM users u ${CARD_PLACES}
       WHERE u.id IN (?) AND u.email_verified_at IS NOT NULL AND u.deleted_at IS NULL`,
      [unique],
    );
    return new Map(rows.map((row) => [row.id, this.directoryCardOf(row)]));
  }

  /**
   * Which of these members a promoted list of `type` may show (verified, unbanned, not deleted, of that
   * type), each with whether they hold the blue tick: what the promoted order needs of a candidate, without
   * building cards for candidates the page will not show. One query.
   */
  async promotable(type: UserType, ids: readonly number[]): Promise<Map<number, { blueTick: boolean }>> {
    const unique = verifiable(ids);
    if (!unique.length) return new Map();
    const rows: Array<{ id: number; blue_tick: number | boolean }> = await this.users.query(
      `SELECT u.id, u.blue_tick FROM users u
       WHERE u.id IN (?) AND u.user_type = ? AND u.email_verified_at IS NOT NULL AND u.banned_at IS NULL
         AND u.deleted_at IS NULL`,
      [unique, type],
    );
    return new Map(rows.map((row) => [Number(row.id), { blueTick: Boolean(row.blue_tick) }]));
  }

  /**
   * Contact details of verified members for a marketplace screen, keyed by id. The only way another member's
   * e-mail or mobile reaches a member: `relation` names the trade relation the caller has checked between
   * `viewerId` and each id (decision 055). One query.
   */
  async contacts(
    ids: readonly number[],
    // Not checked here (the marketplace owns those tables): a required, named reason keeps every caller visible.
    _grant: { viewerId: number; relation: ContactRelation },
  ): Promise<Map<number, MemberContact>> {
    const users = await this.load(ids);
    return new Map(
      users.map((u) => [
        u.id,
        { ...this.toCard(u), email: u.email, mobile_no: u.mobile_no, business_name: u.business_name },
      ]),
    );
  }

  /**
   * The saved language of these members (decision 390), keyed by id, whatever their state: what a mail or
   * notice about to be written in the recipient's language needs. Unknown ids are absent. One query.
   */
  async languagesOf(ids: readonly number[]): Promise<Map<number, MemberLanguage>> {
    const unique = verifiable(ids);
    if (!unique.length) return new Map();
    const rows: Array<{ id: number; language: string }> = await this.users.query(
      'SELECT u.id, u.language FROM users u WHERE u.id IN (?)',
      [unique],
    );
    return new Map(rows.map((row) => [Number(row.id), memberLanguage(row.language)]));
  }

  /** The saved language of one member (English for an unknown id). */
  async languageOf(id: number): Promise<MemberLanguage> {
    return (await this.languagesOf([id])).get(id) ?? 'en';
  }

  /** Full facts of one verified member, or null (the member themself, or staff). */
  async facts(id: number): Promise<MemberFacts | null> {
    return (await this.factsOf([id])).get(id) ?? null;
  }

  /** Full facts of verified members, keyed by id (staff lists showing contact details). One query. */
  async factsOf(ids: readonly number[]): Promise<Map<number, MemberFacts>> {
    const users = await this.load(ids);
    return new Map(users.map((u) => [u.id, this.toFacts(u)]));
  }

  /**
   * Ids of verified, unbanned, not deleted members with a name word beginning with every word of `text`, in
   * relevance and name order (or newest first with `keyset`), at most `limit`. A name of two plain words is
   * found by ranges of the name indexes (one word: its prefix in either; two: namePairsQuery), longer names
   * by the FULLTEXT index of the multi-word names (multiWordBranch), in the same query: every match, up to
   * `limit`, reading the matches rather than every member with a common name (decision 193). One or two
   * queries.
   */
  async idsByName(text: string, limit: number, keyset?: { afterId: number | null }): Promise<number[]> {
    const matches = await this.nameMatches(text, limit, keyset);
    if (!matches) return [];
    const rows: Array<{ id: number }> = await this.users.query(matches.ids.sql, matches.ids.params);
    return rows.map((row) => Number(row.id));
  }

  /**
   * The id query of idsByName, and the order of its rows as an ORDER BY of `users u` (to read the same rows
   * with their columns in one statement); null when nothing can match. A two-word search first reads the
   * names each word begins (one query).
   */
  private async nameMatches(
    text: string,
    limit: number,
    keyset?: { afterId: number | null },
  ): Promise<{ ids: SqlQuery; order: SqlQuery } | null> {
    const terms = nameSearchTerms(text);
    if (!terms.length || limit < 1) return null;
    const minToken = await this.fulltextMinTokenSize();
    const found = (ids: SqlQuery) =>
      ids.sql ? { ids, order: keyset ? { sql: 'u.id DESC', params: [] } : relevanceOrder(terms, 'u') } : null;
    if (keyset) return found(nameSearchQuery(terms, minToken, limit, keyset));
    const words = matchingTerms(terms);
    const isLong = (term: string) => [...term].length >= minToken;
    const long = words.filter(isLong);
    const short = words.filter((term) => !isLong(term));
    if (words.length === 2) {
      const pair = words as [string, string];
      const names: NamesBegun = [[], [], [], []];
      const begun = namesBegunQuery(pair);
      const rows = (await this.users.query(begun.sql, begun.params)) as Array<{
        tag: number | string;
        name: string;
      }>;
      for (const row of rows) names[Number(row.tag)]!.push(row.name);
      return found(namePairsQuery(terms, pair, names, long, short, limit));
    }
    // One word: its prefix in either name index, plus the multi-word names. Three or more words that do not
    // begin each other need as many words of a name: only the multi-word names can have them.
    if (words.length === 1 || !long.length) {
      return found(
        namePrefixQuery(
          words,
          limit,
          undefined,
          long.length ? multiWordBranch(long, short, limit, prefixMatch(words)) : undefined,
          terms,
        ),
      );
    }
    const multi = multiWordBranch(long, short, limit);
    const order = relevanceOrder(terms, 'm');
    return found({
      sql: `SELECT m.id FROM ${multi.sql} m ORDER BY ${order.sql} LIMIT ?`,
      params: [...multi.params, ...order.params, limit],
    });
  }

  /**
   * Ids of verified, unbanned, not deleted members in name order, `limit` from `offset`, with their number
   * counted up to `countCap` (the members search without words). Walks `ix_users_name`; two queries.
   */
  async idsInNameOrder(
    offset: number,
    limit: number,
    countCap: number,
  ): Promise<{ ids: number[]; total: number }> {
    const where = 'u.email_verified_at IS NOT NULL AND u.banned_at IS NULL AND u.deleted_at IS NULL';
    const [rows, counted]: [Array<{ id: number }>, Array<{ total: string | number }>] = await Promise.all([
      this.users.query(
        `SELECT u.id FROM users u FORCE INDEX (ix_users_name) WHERE ${where}
         ORDER BY u.first_name, u.last_name, u.id LIMIT ? OFFSET ?`,
        [limit, offset],
      ),
      this.users.query(
        `SELECT COUNT(*) AS total FROM (SELECT u.id FROM users u WHERE ${where} LIMIT ?) capped`,
        [countCap],
      ),
    ]);
    return { ids: rows.map((row) => Number(row.id)), total: Number(counted[0]?.total ?? 0) };
  }

  /**
   * Verified, unbanned members with a name word beginning with every space-separated word of `text`, case- and
   * accent-insensitively (the column collation), at most `limit`, in relevance and name order (newest first
   * with `keyset`). Served by indexes on any size of table (see nameSearchQuery). One statement: the matches'
   * ids joined to their cards' columns and places (a two-word search reads the names its words begin first).
   */
  async searchByName(
    text: string,
    limit: number,
    keyset?: { afterId: number | null },
  ): Promise<Array<MemberCard & { business_name: string | null }>> {
    const matches = await this.nameMatches(text, limit, keyset);
    if (!matches) return [];
    const { ids, order } = matches;
    const rows: Array<CardRow & { business_name: string | null }> = await this.users.query(
      `SELECT ${CARD_COLUMNS}, u.business_name
       FROM (${ids.sql}) found JOIN users u ON u.id = found.id ${CARD_PLACES}
       ORDER BY ${order.sql}`,
      [...ids.params, ...order.params],
    );
    return rows.map((row) => this.directoryCardOf(row));
  }

  /**
   * One page of verified, unbanned members of a type, by id (the marketplace's vendor, manpower and restaurant
   * directories), with their business name. Walks the (user_type, id) index. The directory's total is the
   * caller's (the marketplace keeps it in a counter, decision 186). One query plus the cards' one.
   */
  async pageOfType(
    type: UserType,
    page: number,
    perPage: number,
    order: 'ASC' | 'DESC',
  ): Promise<Array<MemberCard & { business_name: string | null }>> {
    const where =
      'u.user_type = ? AND u.email_verified_at IS NOT NULL AND u.banned_at IS NULL AND u.deleted_at IS NULL';
    const ids: Array<{ id: number }> = await this.users.query(
      `SELECT u.id FROM users u FORCE INDEX (ix_users_type) WHERE ${where} ORDER BY u.id ${order} LIMIT ? OFFSET ?`,
      [type, perPage, (page - 1) * perPage],
    );
    const cards = await this.directoryCards(ids.map((row) => Number(row.id)));
    return ids.flatMap((row) => cards.get(Number(row.id)) ?? []);
  }

  /** Whether a verified member with this id exists. */
  async exists(id: number): Promise<boolean> {
    return (
      (await this.users.count({ where: { id, email_verified_at: Not(IsNull()), deleted_at: IsNull() } })) > 0
    );
  }

  /**
   * The account fields a marketplace profile form edits (the professional's Edit Profile: name, address,
   * GST number, main office city, place). The caller validated them (the place nests); a field left
   * undefined stays as it is.
   */
  async updateProfileBasics(
    id: number,
    fields: Partial<
      Pick<
        UserEntity,
        | 'first_name'
        | 'last_name'
        | 'address'
        | 'gst_no'
        | 'main_office_city'
        | 'country_id'
        | 'state_id'
        | 'city_id'
      >
    >,
  ): Promise<void> {
    const set = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
    if (Object.keys(set).length) await this.users.update({ id }, set);
  }

  /** Sets or clears the verified badge (blue-tick approval and revocation). */
  async setBlueTick(id: number, on: boolean): Promise<void> {
    await this.users.update({ id }, { blue_tick: on });
  }

  /** Sets or clears the Atmnirbhar agent flag (staff approval of an application), inside the caller's transaction. */
  async setDsaInside(manager: EntityManager, id: number, on: boolean): Promise<void> {
    await manager.getRepository(UserEntity).update({ id }, { is_dsa: on });
  }

  /** Shorter words are not in the FULLTEXT index (a server setting, read once). */
  private fulltextMinTokenSize(): Promise<number> {
    this.minTokenSize ??= this.users
      .query('SELECT @@innodb_ft_min_token_size AS size')
      .then((rows: Array<{ size: number | string }>) => Number(rows[0]?.size ?? 3));
    return this.minTokenSize;
  }

  /**
   * Verified members with their places, in one query; unknown, unverified and deleted ids are left out, so
   * a deleted account leaves every list built from cards (followers, following, likers, search).
   */
  private async load(ids: readonly number[]): Promise<UserEntity[]> {
    const unique = verifiable(ids);
    if (!unique.length) return [];
    return this.users.find({
      where: { id: In(unique), email_verified_at: Not(IsNull()), deleted_at: IsNull() },
      relations: { country: true, state: true, city: true },
    });
  }

  private cardOf(row: CardRow): MemberCard {
    const place = (id: number, name: string | null) => (name === null ? undefined : { id, name });
    return this.toCard({
      ...row,
      blue_tick: Boolean(row.blue_tick),
      city: place(row.city_id, row.city_name),
      state: place(row.state_id, row.state_name),
      country: place(row.country_id, row.country_name),
    });
  }

  /** A card with the business name, which is public (the directories show it); contact details are not (decision 174). */
  private directoryCardOf(
    row: CardRow & { business_name: string | null },
  ): MemberCard & { business_name: string | null } {
    return { ...this.cardOf(row), business_name: row.business_name };
  }

  private toCard(
    u: Pick<UserEntity, 'id' | 'first_name' | 'last_name' | 'profile_photo' | 'user_type' | 'blue_tick'> &
      Partial<Pick<UserEntity, 'city' | 'state' | 'country'>>,
  ): MemberCard {
    return {
      id: u.id,
      first_name: u.first_name,
      last_name: u.last_name,
      full_name: `${u.first_name} ${u.last_name}`.trim(),
      profile_photo: this.files.url(u.profile_photo),
      user_type: u.user_type,
      user_type_text: USER_TYPE_TEXT[u.user_type],
      blue_tick: u.blue_tick ? 1 : 0,
      city: ref(u.city),
      state: ref(u.state),
      country: ref(u.country),
    };
  }

  private toFacts(u: UserEntity): MemberFacts {
    return {
      ...this.toCard(u),
      email: u.email,
      mobile_no: u.mobile_no,
      business_name: u.business_name,
      gst_no: u.gst_no,
      address: u.address,
      pin_code: u.pin_code,
      country_id: u.country_id,
      state_id: u.state_id,
      city_id: u.city_id,
      created_at: u.created_at,
      verified: !!u.email_verified_at,
      banned: u.banned_at !== null,
      suspended: !!u.suspended_until && u.suspended_until > new Date(),
      is_dsa: !!u.is_dsa,
      language: memberLanguage(u.language),
    };
  }
}
