import { createHash } from 'node:crypto';
import { ESCALATION_RETENTION_DAYS } from '@app/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { zipSync } from 'fflate';
import type { DataSource } from 'typeorm';
import type { ListQuery } from '../../core/admin-rest/list-query';
import { NotFoundError } from '../../core/errors/domain-error';
import { MemberDirectory } from '../members';
import { EscalationEntity } from './entities/escalation.entity';
import type { ReviewItemEntity } from './entities/review-item.entity';
import { ReviewReportEntity } from './entities/review-report.entity';
import { EvidenceStoreService } from './evidence.service';

const DAY = 24 * 3_600_000;

/**
 * Child-safety escalations (docs/decisions/126): the evidence of an item (content, image copies, reporters,
 * author, upload addresses and times) frozen in its own row, without foreign keys, kept at least a year
 * and not deleted with the account; downloadable as a zip with a manifest for a report to the authorities.
 */
@Injectable()
export class EscalationsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly members: MemberDirectory,
    private readonly evidence: EvidenceStoreService,
  ) {}

  async create(item: ReviewItemEntity, staffId: number, now = new Date()): Promise<EscalationEntity> {
    const existing = await this.db.getRepository(EscalationEntity).findOneBy({ review_item_id: item.id });
    if (existing) return existing;
    const author = item.author_id ? await this.members.facts(item.author_id) : null;
    const reports = await this.db
      .getRepository(ReviewReportEntity)
      .find({ where: { review_item_id: item.id }, order: { id: 'ASC' } });
    const reporters = await this.members.cards(
      reports.flatMap((r) => (r.reporter_id ? [r.reporter_id] : [])),
    );
    const snapshot = item.snapshot;
    const metadata = {
      review_item: { id: item.id, reason: item.reason, flagged_at: item.created_at.toISOString() },
      subject: { type: item.subject_type, id: item.subject_id },
      author: author
        ? {
            id: author.id,
            full_name: author.full_name,
            email: author.email,
            mobile_no: author.mobile_no,
            account_created_at: author.created_at.toISOString(),
          }
        : { id: item.author_id },
      content: {
        title: snapshot?.title ?? null,
        description: snapshot?.description ?? null,
        body: snapshot?.body ?? null,
        created_at: snapshot?.created_at ?? null,
        created_ip: snapshot?.created_ip ?? null,
        evidence: item.evidence,
      },
      images: (snapshot?.images ?? []).map((image, n) => ({
        file: `images/${n}.${image.key.split('.').pop()}`,
        upload_ip: image.upload_ip,
        uploaded_at: image.uploaded_at,
      })),
      reports: reports.map((r) => ({
        reporter: r.reporter_id
          ? { id: r.reporter_id, full_name: reporters.get(r.reporter_id)?.full_name ?? null }
          : null,
        reason: r.reason,
        details: r.details,
        created_at: r.created_at.toISOString(),
      })),
    };
    return this.db.getRepository(EscalationEntity).save(
      this.db.getRepository(EscalationEntity).create({
        review_item_id: item.id,
        subject_type: item.subject_type,
        subject_id: item.subject_id,
        author_id: item.author_id,
        author_name: author?.full_name ?? null,
        staff_id: staffId,
        metadata,
        files: (snapshot?.images ?? []).map((image) => image.key),
        created_at: now,
        retain_until: new Date(now.getTime() + ESCALATION_RETENTION_DAYS * DAY),
      }),
    );
  }

  list(query: ListQuery<object>): Promise<[EscalationEntity[], number]> {
    return this.db.getRepository(EscalationEntity).findAndCount({
      order: { [query.sort.field]: query.sort.order },
      skip: query.offset,
      take: query.limit,
    });
  }

  async get(id: number): Promise<EscalationEntity> {
    const escalation = await this.db.getRepository(EscalationEntity).findOneBy({ id });
    if (!escalation) throw new NotFoundError('Escalation not found');
    return escalation;
  }

  /** The evidence package: manifest.json (with each file's SHA-256), content.txt, metadata.json, images/. */
  async package(id: number): Promise<Buffer> {
    const escalation = await this.get(id);
    const files: Record<string, Uint8Array> = {};
    const metadata = escalation.metadata as {
      content?: Record<string, unknown>;
      images?: Array<{ file: string }>;
    };
    const content = metadata.content ?? {};
    files['content.txt'] = Buffer.from(
      ['title', 'description', 'body'].map((k) => `${k}: ${content[k] ?? ''}`).join('\n\n'),
    );
    files['metadata.json'] = Buffer.from(JSON.stringify(escalation.metadata, null, 2));
    for (const [n, key] of escalation.files.entries()) {
      const file = await this.evidence.read(key);
      if (file) files[metadata.images?.[n]?.file ?? `images/${n}`] = file.body;
    }
    const manifest = {
      escalation_id: escalation.id,
      review_item_id: escalation.review_item_id,
      subject: { type: escalation.subject_type, id: escalation.subject_id },
      author: { id: escalation.author_id, full_name: escalation.author_name },
      escalated_by_staff_id: escalation.staff_id,
      escalated_at: escalation.created_at.toISOString(),
      retain_until: escalation.retain_until.toISOString(),
      files: Object.entries(files).map(([name, body]) => ({
        name,
        bytes: body.length,
        sha256: createHash('sha256').update(body).digest('hex'),
      })),
    };
    files['manifest.json'] = Buffer.from(JSON.stringify(manifest, null, 2));
    return Buffer.from(zipSync(files));
  }
}
