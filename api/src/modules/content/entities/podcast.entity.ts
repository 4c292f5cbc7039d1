import type { PodcastSeries } from '@app/contracts';
import { Entity } from 'typeorm';
import {
  CreatedAtColumn,
  FlagColumn,
  IdColumn,
  TextColumn,
  UpdatedAtColumn,
  VarcharColumn,
} from '../../../core/database/columns';

@Entity('podcasts')
export class PodcastEntity {
  @IdColumn() id: number;
  @VarcharColumn({ length: 200 }) title: string;
  @VarcharColumn({ length: 40 }) series: PodcastSeries;
  @TextColumn() description: string;
  @VarcharColumn({ length: 255, nullable: true }) image_key: string | null;
  @VarcharColumn({ length: 500, default: '' }) link: string;
  @FlagColumn() published: boolean;
  @CreatedAtColumn() created_at: Date;
  @UpdatedAtColumn() updated_at: Date;
}
