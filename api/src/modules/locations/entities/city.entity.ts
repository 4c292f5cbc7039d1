import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity('cities')
export class CityEntity {
  @PrimaryColumn({ type: 'int', unsigned: true })
  id: number;

  @Column({ type: 'int', unsigned: true })
  state_id: number;

  @Column({ type: 'int', unsigned: true })
  country_id: number;

  @Column({ type: 'varchar' })
  name: string;
}
