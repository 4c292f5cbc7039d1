import { type StaffContactMessage } from '@app/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, type Repository, type SelectQueryBuilder } from 'typeorm';
import type { ListQuery } from '../../core/admin-rest/list-query';
import { AppConfig } from '../../core/config/app-config';
import { NotFoundError } from '../../core/errors/domain-error';
import { MailService } from '../../core/mail/mail.service';
import { ContactMessageEntity } from './entities/contact-message.entity';

export interface ContactInput {
  name: string;
  email: string;
  subject: string;
  message: string;
}

/** The inbox never counts further than this (as the members screen, docs/decisions/076). */
const COUNT_CAP = 10_000;

export interface ContactFilter {
  status: 'open' | 'handled';
}

/** The contact form's messages: stored for the console's inbox and mailed to CONTACT_INBOX_EMAIL. */
@Injectable()
export class ContactMessagesService {
  constructor(
    @InjectRepository(ContactMessageEntity) private readonly messages: Repository<ContactMessageEntity>,
    private readonly mail: MailService,
    private readonly config: AppConfig,
  ) {}

  async send(input: ContactInput, memberId: number | null, ip: string | null): Promise<void> {
    const saved = await this.messages.save(this.messages.create({ ...input, member_id: memberId, ip }));
    await this.mail.send(
      this.config.CONTACT_INBOX_EMAIL,
      'contact-message',
      { id: saved.id, ...input },
      `contact-${saved.id}`,
    );
  }

  /**
   * A page newest or oldest first by id (the index on (handled_at, id) serves the open filter); the total
   * counts at most COUNT_CAP rows, so no request counts the whole table.
   */
  async list(query: ListQuery<Partial<ContactFilter>>): Promise<[StaffContactMessage[], number]> {
    const status = query.filter.status;
    const where = (qb: SelectQueryBuilder<ContactMessageEntity>) => {
      if (status === 'open') qb.where('m.handled_at IS NULL');
      if (status === 'handled') qb.where('m.handled_at IS NOT NULL');
      return qb;
    };
    const rows = await where(this.messages.createQueryBuilder('m'))
      .orderBy('m.id', query.sort.order)
      .offset(query.offset)
      .limit(query.limit)
      .getMany();
    const [sql, params] = where(this.messages.createQueryBuilder('m'))
      .select('m.id')
      .limit(COUNT_CAP)
      .getQueryAndParameters();
    const counted: Array<{ total: string | number }> = await this.messages.query(
      `SELECT COUNT(*) AS total FROM (${sql}) capped`,
      params,
    );
    return [rows.map(toStaff), Number(counted[0]?.total ?? 0)];
  }

  async get(id: number): Promise<StaffContactMessage> {
    return toStaff(await this.found(id));
  }

  /** Marks a message handled (again is harmless: the first handling is kept). */
  async markHandled(id: number, staffId: number, now = new Date()): Promise<StaffContactMessage> {
    const message = await this.found(id);
    if (!message.handled_at) {
      await this.messages.update({ id, handled_at: IsNull() }, { handled_at: now, handled_by: staffId });
    }
    return this.get(id);
  }

  private async found(id: number): Promise<ContactMessageEntity> {
    const message = await this.messages.findOneBy({ id });
    if (!message) throw new NotFoundError('Contact message not found');
    return message;
  }
}

function toStaff(m: ContactMessageEntity): StaffContactMessage {
  return {
    id: m.id,
    name: m.name,
    email: m.email,
    subject: m.subject,
    message: m.message,
    member_id: m.member_id,
    status: m.handled_at ? 'handled' : 'open',
    handled_at: m.handled_at?.toISOString() ?? null,
    handled_by: m.handled_by,
    created_at: m.created_at.toISOString(),
  };
}
