import { Column, Entity } from 'typeorm';
import {
  CreatedAtColumn,
  FlagColumn,
  IdColumn,
  UpdatedAtColumn,
  VarcharColumn,
} from '../../../core/database/columns';

@Entity('tutorials')
export class TutorialEntity {
  @IdColumn() id: number;
  @VarcharColumn({ length: 200 }) title: string;
  @VarcharColumn({ length: 500, default: '' }) link: string;
  @VarcharColumn({ length: 255, nullable: true }) image_key: string | null;

  /** The order on the page, smallest first. */
  @Column({ type: 'int', default: 0 }) position: number;

  @FlagColumn({ default: true }) published: boolean;
  @CreatedAtColumn() created_at: Date;
  @UpdatedAtColumn() updated_at: Date;
}
