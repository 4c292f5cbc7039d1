import type { MigrationInterface, QueryRunner } from 'typeorm';
import { readCountries, readStatesAndCities } from '../reference-data';

const BATCH = 2000;

async function insertRows(
  db: QueryRunner,
  table: string,
  columns: string[],
  rows: unknown[][],
): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH) {
    const batch = rows.slice(start, start + BATCH);
    const placeholders = batch.map(() => `(${columns.map(() => '?').join(',')})`).join(',');
    await db.query(`INSERT INTO ${table} (${columns.join(',')}) VALUES ${placeholders}`, batch.flat());
  }
}

/** Loads countries, states and cities with the data set's own ids (India 101, Gujarat 4030, Surat 134096). */
export class LoadReferenceLocations1795300000001 implements MigrationInterface {
  name = 'LoadReferenceLocations1795300000001';

  async up(db: QueryRunner): Promise<void> {
    const countries = readCountries();
    await insertRows(
      db,
      'countries',
      [
        'id',
        'name',
        'iso2',
        'iso3',
        'phonecode',
        'capital',
        'currency',
        'currency_name',
        'currency_symbol',
        'region',
        'subregion',
        'emoji',
        'native',
      ],
      countries.map((c) => [
        c.id,
        c.name,
        c.iso2,
        c.iso3,
        c.phonecode ?? '',
        c.capital || null,
        c.currency ?? '',
        c.currency_name ?? '',
        c.currency_symbol ?? '',
        c.region || null,
        c.subregion || null,
        c.emoji ?? '',
        c.native || null,
      ]),
    );
    const known = new Set(countries.map((c) => c.id));
    for (const { states, cities } of readStatesAndCities()) {
      const keptStates = states.filter((s) => known.has(s.country_id));
      await insertRows(
        db,
        'states',
        ['id', 'country_id', 'name', 'state_code', 'type'],
        keptStates.map((s) => [s.id, s.country_id, s.name, s.iso2 ?? '', s.type || null]),
      );
      const stateIds = new Set(keptStates.map((s) => s.id));
      await insertRows(
        db,
        'cities',
        ['id', 'state_id', 'country_id', 'name'],
        cities.filter((c) => stateIds.has(c.state_id)).map((c) => [c.id, c.state_id, c.country_id, c.name]),
      );
    }
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DELETE FROM cities');
    await db.query('DELETE FROM states');
    await db.query('DELETE FROM countries');
  }
}
