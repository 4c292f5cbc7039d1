import { Entity } from 'typeorm';
import { CharColumn, PrimaryRefColumn, VarcharColumn } from '../../../core/database/columns';

/** Reference data (migrations/): ids are those of the @countrystatecity/countries data set. */
@Entity('countries')
export class CountryEntity {
  @PrimaryRefColumn() id: number;
  @VarcharColumn() name: string;
  @CharColumn() iso2: string;
  @CharColumn() iso3: string;
  @VarcharColumn() phonecode: string;
  @VarcharColumn({ nullable: true }) capital: string | null;
  @VarcharColumn() currency: string;
  @VarcharColumn() currency_name: string;
  @VarcharColumn() currency_symbol: string;
  @VarcharColumn({ nullable: true }) region: string | null;
  @VarcharColumn({ nullable: true }) subregion: string | null;
  @VarcharColumn() emoji: string;
  @VarcharColumn({ nullable: true }) native: string | null;
}
