import type { FindOptionsWhere, ObjectLiteral, Repository, SelectQueryBuilder } from 'typeorm';
import type { ListQuery } from '../../core/admin-rest/list-query';
import { NotFoundError } from '../../core/errors/domain-error';
import { escapeLike } from '../../core/database/escape-like';

/** How one content kind's table is read in the console. */
export interface StaffContentKind {
  /** The query builder's alias of the table. */
  alias: string;
  /** The 404's message for an id that names no row. */
  notFound: string;
  /** How rows that sort alike are ordered by id. */
  ties: 'ASC' | 'DESC';
}

/** Narrows a staff list to the rows whose title holds the console's search words (`q`). */
export function titleLike<Row extends ObjectLiteral>(qb: SelectQueryBuilder<Row>, q: unknown): void {
  if (typeof q === 'string' && q.trim()) {
    qb.andWhere(`${qb.alias}.title LIKE :q`, { q: `%${escapeLike(q.trim())}%` });
  }
}

/**
 * The console's side of a content kind (podcasts, blogs, tutorials, policy pages), written once: the
 * ra-data-simple-rest list, one row by id (a 404 naming the kind), an update answering the row before and
 * after (the audit log keeps the first) and a delete answering what went. Each kind says how the console's
 * filter narrows its list, how a form is written onto a row and how a row is shown to staff.
 */
export abstract class StaffContent<Row extends ObjectLiteral & { id: number }, Staff, Input, Filter> {
  protected constructor(
    protected readonly rows: Repository<Row>,
    private readonly kind: StaffContentKind,
  ) {}

  /** The staff answer of one row. */
  protected abstract toStaff(row: Row): Staff;

  /** Narrows the staff list by the console's filter. */
  protected abstract filter(qb: SelectQueryBuilder<Row>, filter: Partial<Filter>): void;

  /** Writes an edit form onto the row. */
  protected abstract apply(row: Row, input: Input): void;

  /** Saves a written row; a kind with unique addresses overrides it to refuse or number a taken one. */
  protected save(row: Row, _input: Input): Promise<Row> {
    return this.rows.save(row);
  }

  async list(query: ListQuery<Partial<Filter>>): Promise<[Staff[], number]> {
    const { alias, ties } = this.kind;
    const qb = this.rows.createQueryBuilder(alias);
    this.filter(qb, query.filter);
    const [rows, total] = await qb
      .orderBy(`${alias}.${query.sort.field}`, query.sort.order)
      .addOrderBy(`${alias}.id`, ties)
      .offset(query.offset)
      .limit(query.limit)
      .getManyAndCount();
    return [rows.map((row) => this.toStaff(row)), total];
  }

  async get(id: number): Promise<Staff> {
    return this.toStaff(await this.find(id));
  }

  async update(id: number, input: Input): Promise<{ before: Staff; after: Staff }> {
    const row = await this.find(id);
    const before = this.toStaff(row);
    this.apply(row, input);
    return { before, after: this.toStaff(await this.save(row, input)) };
  }

  async remove(id: number): Promise<Staff> {
    const row = await this.find(id);
    const gone = this.toStaff(row);
    await this.rows.delete({ id } as FindOptionsWhere<Row>);
    return gone;
  }

  /** When the published rows last changed (the sitemap's lastmod of the kind's pages). */
  protected async lastPublishedChange(): Promise<Date | null> {
    const { alias } = this.kind;
    const row = await this.rows
      .createQueryBuilder(alias)
      .select(`MAX(${alias}.updated_at)`, 'at')
      .where(`${alias}.published = 1`)
      .getRawOne<{ at: Date | null }>();
    return row?.at ? new Date(row.at) : null;
  }

  protected async find(id: number): Promise<Row> {
    const row = await this.rows.findOneBy({ id } as FindOptionsWhere<Row>);
    if (!row) throw new NotFoundError(this.kind.notFound);
    return row;
  }
}
