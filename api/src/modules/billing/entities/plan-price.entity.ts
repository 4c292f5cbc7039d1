import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A plan's price in one country (or, with no country, everywhere else), in minor units. `display_minor`
 * is the headline shown before tax; the intro pair applies to young accounts (blue tick).
 */
@Entity('plan_prices')
export class PlanPriceEntity {
  @PrimaryGeneratedColumn({ unsigned: true })
  id: number;

  @Column({ type: 'int', unsigned: true })
  plan_id: number;

  @Column({ type: 'int', unsigned: true, nullable: true })
  country_id: number | null;

  @Column({ type: 'char', length: 3 })
  currency: string;

  @Column({ type: 'int', unsigned: true })
  amount_minor: number;

  @Column({ type: 'int', unsigned: true })
  display_minor: number;

  @Column({ type: 'int', unsigned: true, nullable: true })
  intro_amount_minor: number | null;

  @Column({ type: 'int', unsigned: true, nullable: true })
  intro_display_minor: number | null;
}
