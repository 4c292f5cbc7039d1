import { Column, Entity } from 'typeorm';
import { FlagColumn, VarcharColumn } from '../../../core/database/columns';
import { TitledContentColumns } from './content-columns';

@Entity('tutorials')
export class TutorialEntity extends TitledContentColumns {
  @VarcharColumn({ length: 500, default: '' }) link: string;
  @VarcharColumn({ length: 255, nullable: true }) image_key: string | null;

  /** The order on the page, smallest first. */
  @Column({ type: 'int', default: 0 }) position: number;

  @FlagColumn({ default: true }) published: boolean;
}
