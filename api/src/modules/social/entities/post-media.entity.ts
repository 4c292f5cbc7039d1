import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** An image of a post: the stored original (re-encoded) and, once the worker made them, its derivatives. */
@Entity('post_medias')
export class PostMediaEntity {
  @PrimaryGeneratedColumn({ unsigned: true })
  id: number;

  @Column({ type: 'int', unsigned: true })
  post_id: number;

  /** Storage key of the re-encoded original. */
  @Column({ type: 'varchar' })
  path: string;

  @Column({ type: 'varchar', nullable: true })
  feed_path: string | null;

  @Column({ type: 'varchar', nullable: true })
  thumb_path: string | null;

  @Column({ type: 'smallint', unsigned: true })
  width: number;

  @Column({ type: 'smallint', unsigned: true })
  height: number;

  /** The address the image was uploaded from (evidence for child-safety escalations). */
  @Column({ type: 'varchar', nullable: true, select: false })
  upload_ip: string | null;

  @CreateDateColumn({ type: 'datetime', precision: 3, default: () => 'CURRENT_TIMESTAMP(3)' })
  created_at: Date;
}
