import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity('states')
export class StateEntity {
  @PrimaryColumn({ type: 'int', unsigned: true })
  id: number;

  @Column({ type: 'int', unsigned: true })
  country_id: number;

  @Column({ type: 'varchar' })
  name: string;

  @Column({ type: 'varchar' })
  state_code: string;

  @Column({ type: 'varchar', nullable: true })
  type: string | null;
}
