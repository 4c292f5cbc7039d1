import type { PodcastSeries } from '@app/contracts';
import { Entity } from 'typeorm';
import { FlagColumn, TextColumn, VarcharColumn } from '../../../core/database/columns';
import { TitledContentColumns } from './content-columns';

@Entity('podcasts')
export class PodcastEntity extends TitledContentColumns {
  @VarcharColumn({ length: 40 }) series: PodcastSeries;
  @TextColumn() description: string;
  @VarcharColumn({ length: 255, nullable: true }) image_key: string | null;
  @VarcharColumn({ length: 500, default: '' }) link: string;
  @FlagColumn() published: boolean;
}
