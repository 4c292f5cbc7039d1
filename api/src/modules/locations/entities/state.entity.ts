import { Entity } from 'typeorm';
import { PrimaryRefColumn, RefColumn, VarcharColumn } from '../../../core/database/columns';

@Entity('states')
export class StateEntity {
  @PrimaryRefColumn() id: number;
  @RefColumn() country_id: number;
  @VarcharColumn() name: string;
  @VarcharColumn() state_code: string;
  @VarcharColumn({ nullable: true }) type: string | null;
}
