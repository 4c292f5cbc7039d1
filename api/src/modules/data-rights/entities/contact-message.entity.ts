import { Entity } from 'typeorm';
import {
  CreatedAtColumn,
  IdColumn,
  OptionalDateTimeColumn,
  OptionalRefColumn,
  TextColumn,
  VarcharColumn,
} from '../../../core/database/columns';

/** A message sent through the public contact form, for staff (console inbox and a mail). */
@Entity('contact_messages')
export class ContactMessageEntity {
  @IdColumn() id: number;
  @VarcharColumn() name: string;
  @VarcharColumn() email: string;
  @VarcharColumn() subject: string;
  @TextColumn() message: string;

  /** The signed-in member who sent it, if any. */
  @OptionalRefColumn() member_id: number | null;

  @VarcharColumn({ nullable: true, select: false }) ip: string | null;
  @OptionalDateTimeColumn() handled_at: Date | null;
  @OptionalRefColumn() handled_by: number | null;
  @CreatedAtColumn() created_at: Date;
}
