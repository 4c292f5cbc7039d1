import type { MarketplaceSubjectType, SearchListing } from '@app/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { MemberDirectory } from '../../members';
import { KINDS } from '../feeds/listing-kinds';
import { ListingModerationService } from './listing-moderation';
import { shownSearchText } from './search-text';

/** A visible listing as alerts about it need it (saved searches, decision 351). */
export interface ListingFact {
  subject: MarketplaceSubjectType;
  id: number;
  ownerId: number;
  /** What the listing is called in a mail. */
  title: string;
  /** What global search finds it by (title or brand, type, place names). */
  searchText: string;
  /** Requirements only (decision 300). */
  categoryId: number | null;
  /** Its place; a requirement's is its owner's city and state (decision 301). */
  cityId: number | null;
  stateId: number | null;
  /** Jobs only: rupees a month (a yearly salary divided by 12). */
  monthlySalary: number | null;
  /** The read-more page's type (`/read-more/{type}/{id}`). */
  readMoreType: SearchListing['user_type_text'];
}

interface Row {
  id: number;
  user_id: number;
  title: string | null;
  search_text: string;
  category_id: number | null;
  city_id: number | null;
  state_id: number | null;
  salary_minor: string | number | null;
  per: number | null;
}

/** Each kind's own columns of a fact (the same names for every kind). */
const OWN_COLUMNS: Record<MarketplaceSubjectType, string> = {
  requirement: 't.title, NULL AS city_id, NULL AS state_id, t.category_id, NULL AS salary_minor, NULL AS per',
  job: 't.title, t.city_id, t.state_id, NULL AS category_id, t.salary_minor, t.per',
  franchise:
    't.brand_name AS title, t.city_id, t.state_id, NULL AS category_id, NULL AS salary_minor, NULL AS per',
  restaurant_sale:
    'NULL AS title, t.city_id, t.state_id, NULL AS category_id, NULL AS salary_minor, NULL AS per',
};

/**
 * The marketplace's answer to "a listing became visible, what is it?" for modules that alert members about
 * listings (saved searches): one hook for every kind, and the facts of a listing while it can be found
 * (not held, a job not closed: the conditions of `KINDS`).
 */
@Injectable()
export class ListingFactsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly moderation: ListingModerationService,
    private readonly members: MemberDirectory,
  ) {}

  /** Runs `run` whenever a listing of any kind becomes visible (screening passed, or staff released it). */
  whenVisible(run: (subject: MarketplaceSubjectType, id: number) => Promise<void>): void {
    for (const kind of KINDS) this.moderation.whenVisible(kind.subject, (id) => run(kind.subject, id));
  }

  /** The site's page of a listing (the read-more page, decision 119). */
  pathOf(subject: MarketplaceSubjectType, id: number): string {
    const kind = KINDS.find((k) => k.subject === subject);
    return `/read-more/${kind?.type ?? subject}/${id}`;
  }

  /** The listing's facts, or null when it cannot be found (held, closed, deleted). */
  async of(subject: MarketplaceSubjectType, id: number): Promise<ListingFact | null> {
    const kind = KINDS.find((k) => k.subject === subject);
    if (!kind) return null;
    const [row]: Row[] = await this.db.query(
      `SELECT t.id, t.user_id, t.search_text, ${OWN_COLUMNS[subject]} FROM ${kind.table} t
        WHERE t.id = ? AND ${kind.found}`,
      [id],
    );
    if (!row) return null;
    let { city_id: cityId, state_id: stateId } = row;
    if (subject === 'requirement') {
      const owner = (await this.members.factsOf([row.user_id])).get(row.user_id);
      cityId = owner?.city_id || null;
      stateId = owner?.state_id || null;
    }
    const salary = row.salary_minor === null ? null : Number(row.salary_minor) / 100;
    return {
      subject,
      id: row.id,
      ownerId: row.user_id,
      // By code point: a cut surrogate pair is no text MariaDB stores.
      title: Array.from(row.title || shownSearchText(row.search_text ?? '') || `${kind.type} ${row.id}`)
        .slice(0, 160)
        .join(''),
      searchText: row.search_text ?? '',
      categoryId: row.category_id,
      cityId,
      stateId,
      monthlySalary: salary === null ? null : Math.round(row.per === 1 ? salary / 12 : salary),
      readMoreType: kind.type,
    };
  }

  /** Which of the listings can still be found (a digest names no listing held or closed since). */
  async stillFound(listings: ReadonlyArray<{ subject: string; id: number }>): Promise<Set<string>> {
    const found = new Set<string>();
    for (const kind of KINDS) {
      const ids = [...new Set(listings.filter((l) => l.subject === kind.subject).map((l) => l.id))];
      if (!ids.length) continue;
      const rows: Array<{ id: number }> = await this.db.query(
        `SELECT t.id FROM ${kind.table} t WHERE t.id IN (?) AND ${kind.found}`,
        [ids],
      );
      for (const row of rows) found.add(`${kind.subject}:${row.id}`);
    }
    return found;
  }

  /** The names of these trade categories (unknown ids are absent). */
  async categoryNames(ids: readonly number[]): Promise<Map<number, { name: string; name_hi: string }>> {
    const known = [...new Set(ids.filter((id) => id > 0))];
    if (!known.length) return new Map();
    const rows: Array<{ id: number; name_en: string; name_hi: string }> = await this.db.query(
      'SELECT id, name_en, name_hi FROM trade_categories WHERE id IN (?)',
      [known],
    );
    return new Map(rows.map((row) => [row.id, { name: row.name_en, name_hi: row.name_hi }]));
  }
}
