import type { DataSource, EntityManager } from 'typeorm';
import { CreditNoteCounterEntity } from './entities/credit-note.entity';
import { InvoiceCounterEntity } from './entities/invoice-counter.entity';

/** The counter table of a numbered series: the last serial used in each financial year. */
export type SeriesCounter = typeof InvoiceCounterEntity | typeof CreditNoteCounterEntity;

/**
 * Takes the next serial of a financial year in a series (invoices, credit notes) and writes the document
 * it numbers in the same transaction. The counter row stays locked until commit, so numbers follow each
 * other without gaps or repeats; any failure rolls the counter back with the document.
 */
export async function writeNumbered<T>(
  db: DataSource,
  counter: SeriesCounter,
  year: number,
  write: (manager: EntityManager, serial: number) => Promise<T>,
): Promise<T> {
  // Created outside the transaction: two first documents of a year must not both insert the row.
  await db
    .createQueryBuilder()
    .insert()
    .into(counter)
    .values({ financial_year: year, last_serial: 0 })
    .orIgnore()
    .execute();
  return db.transaction(async (manager) => {
    const row = await manager.findOneOrFail<InvoiceCounterEntity>(counter, {
      where: { financial_year: year },
      lock: { mode: 'pessimistic_write' },
    });
    const serial = row.last_serial + 1;
    await manager.update(counter, { financial_year: year }, { last_serial: serial });
    return write(manager, serial);
  });
}
