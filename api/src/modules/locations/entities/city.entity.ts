import { Entity } from 'typeorm';
import { PrimaryRefColumn, RefColumn, VarcharColumn } from '../../../core/database/columns';

@Entity('cities')
export class CityEntity {
  @PrimaryRefColumn() id: number;
  @RefColumn() state_id: number;
  @RefColumn() country_id: number;
  @VarcharColumn() name: string;
}
