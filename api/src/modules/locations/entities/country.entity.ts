import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Reference data (migrations/): ids are those of the @countrystatecity/countries data set. */
@Entity('countries')
export class CountryEntity {
  @PrimaryColumn({ type: 'int', unsigned: true })
  id: number;

  @Column({ type: 'varchar' })
  name: string;

  @Column({ type: 'char' })
  iso2: string;

  @Column({ type: 'char' })
  iso3: string;

  @Column({ type: 'varchar' })
  phonecode: string;

  @Column({ type: 'varchar', nullable: true })
  capital: string | null;

  @Column({ type: 'varchar' })
  currency: string;

  @Column({ type: 'varchar' })
  currency_name: string;

  @Column({ type: 'varchar' })
  currency_symbol: string;

  @Column({ type: 'varchar', nullable: true })
  region: string | null;

  @Column({ type: 'varchar', nullable: true })
  subregion: string | null;

  @Column({ type: 'varchar' })
  emoji: string;

  @Column({ type: 'varchar', nullable: true })
  native: string | null;
}
