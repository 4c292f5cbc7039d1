import {
  AgentMessages,
  ATMNIRBHAR_COUNTRY_ID,
  DSA_APPLICATION_STATUSES,
  type DsaApplicationStatus,
  type DsaDocumentField,
  type DsaEligibility,
  type MemberLanguage,
  type StaffDsaApplication,
} from '@app/contracts';
import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { type FindOptionsWhere, type Repository } from 'typeorm';
import type { ListQuery } from '../../core/admin-rest/list-query';
import type { AuditActor } from '../../core/audit/audit-log.service';
import { AuditLogService } from '../../core/audit/audit-log.service';
import type { Principal } from '../../core/auth/auth.decorators';
import { AppConfig } from '../../core/config/app-config';
import {
  DomainError,
  ForbiddenError,
  InvalidInputError,
  NotFoundError,
} from '../../core/errors/domain-error';
import { fieldErrors } from '../../core/errors/validation';
import { MailService } from '../../core/mail/mail.service';
import { MAX_INPUT_MEGAPIXELS } from '../../core/storage/images';
import { StorageDriver } from '../../core/storage/storage.driver';
import {
  AgentEarningsService,
  type CheckedDocument,
  checkUploadedDocument,
  readPrivateDocument,
  storePrivateDocument,
} from '../billing';
import { GSTIN_INVALID_MESSAGE, isValidGstin } from '../invoices';
import { LocationsService } from '../locations';
import { MemberDirectory, type MemberFacts } from '../members';
import { AgentMailTexts, HindiAgentMailTexts } from './agent-mails';
import { ApplyDsaDto, type DsaFormBody } from './dto/dsa-requests.dto';
import { documentKey, toDsaApplicationView, toStaffDsaApplication } from './dsa.mappers';
import { DsaApplicationEntity } from './entities/dsa-application.entity';
import {
  isValidAadhaar,
  isValidPan,
  normaliseAadhaar,
  normaliseGstin,
  normalisePan,
} from './identity-numbers';
import { PiiCipherService } from './pii-cipher';
import { isDuplicateKey } from '../../core/database/duplicate-key';

/** Application documents live here, outside every public prefix (like blue-tick documents). */
export const DSA_DOCUMENT_PREFIX = 'private/dsa-documents';

const DOCUMENT_LABELS: Record<DsaDocumentField, string> = {
  education_certificate: 'education certificate',
  pancard_doc: 'PAN card document',
  aadharcard_doc: 'Aadhaar card document',
  gst_no_proof_doc: 'GST proof document',
};

const documentMessages = (field: DsaDocumentField) => ({
  missing: `The ${DOCUMENT_LABELS[field]} is required.`,
  bad: `The ${DOCUMENT_LABELS[field]} must be a PDF or an image (JPEG, PNG or WebP).`,
  tooManyPixels: `The ${DOCUMENT_LABELS[field]} may be at most ${MAX_INPUT_MEGAPIXELS} megapixels (for example 8000 × 5000 pixels).`,
});

export type DsaUploads = Partial<Record<DsaDocumentField, { buffer: Buffer } | undefined>>;

export interface StaffDsaFilter {
  status: DsaApplicationStatus;
  user_id: number;
}

/**
 * Atmnirbhar applications: the member's form (checked on the server, every error at once), the staff
 * review (approval makes the member an agent with a personal coupon), and the agent's panel.
 */
@Injectable()
export class DsaApplicationsService {
  private readonly logger = new Logger(DsaApplicationsService.name);

  constructor(
    @InjectRepository(DsaApplicationEntity) private readonly applications: Repository<DsaApplicationEntity>,
    private readonly directory: MemberDirectory,
    private readonly locations: LocationsService,
    private readonly storage: StorageDriver,
    private readonly cipher: PiiCipherService,
    private readonly earnings: AgentEarningsService,
    private readonly mail: MailService,
    private readonly audit: AuditLogService,
    private readonly config: AppConfig,
  ) {}

  /** GET dsa/my-application: whether the caller may apply, and how their latest application stands. */
  async eligibility(principal: Principal): Promise<DsaEligibility> {
    const member = await this.member(principal.id);
    const latest = await this.latest(member.id);
    return {
      is_dsa: member.is_dsa ? 1 : 0,
      eligible_country: member.country_id === ATMNIRBHAR_COUNTRY_ID,
      application: latest ? toDsaApplicationView(latest) : null,
    };
  }

  /** POST dsa/dsas: checks every field and document, stores the documents privately, opens the application. */
  async apply(principal: Principal, body: DsaFormBody, files: DsaUploads) {
    const member = await this.member(principal.id);
    if (member.country_id !== ATMNIRBHAR_COUNTRY_ID) throw new ForbiddenError(AgentMessages.notIndia);
    if (member.is_dsa) throw new DomainError(409, AgentMessages.alreadyAgent);
    if (await this.applications.existsBy({ user_id: member.id, status: 'pending' }))
      throw new DomainError(409, AgentMessages.pending);

    const { form, errors, documents } = await this.check(body, files);
    if (Object.keys(errors).length) throw new InvalidInputError(errors);

    const keys = {} as Record<DsaDocumentField, string | null>;
    for (const [field, doc] of Object.entries(documents) as Array<[DsaDocumentField, CheckedDocument | null]>)
      keys[field] = doc
        ? await storePrivateDocument(this.storage, DSA_DOCUMENT_PREFIX, member.id, doc)
        : null;
    const pan = normalisePan(form.pancard_number);
    const aadhaar = normaliseAadhaar(form.aadharcard_number);
    try {
      const saved = await this.applications.save(
        this.applications.create({
          user_id: member.id,
          status: 'pending',
          name: form.name,
          email: form.email,
          mobile_no: form.mobile_no,
          address: form.address,
          country_id: ATMNIRBHAR_COUNTRY_ID,
          state_id: form.state_id,
          city_id: form.city_id,
          business_name: form.business_name,
          business_address: form.business_address,
          current_occupation: form.current_occupation,
          net_annual_income: form.net_annual_income,
          education: form.education,
          pan_cipher: this.cipher.encrypt(pan),
          pan_last4: pan.slice(-4),
          aadhaar_cipher: this.cipher.encrypt(aadhaar),
          aadhaar_last4: aadhaar.slice(-4),
          gst_no: form.gst_no ? normaliseGstin(form.gst_no) : null,
          education_certificate_key: keys.education_certificate!,
          pancard_doc_key: keys.pancard_doc!,
          aadharcard_doc_key: keys.aadharcard_doc!,
          gst_no_proof_doc_key: keys.gst_no_proof_doc,
          declaration_source: form.declaration === true ? 'explicit' : 'implied_by_old_client',
        }),
      );
      this.logger.log({ msg: 'atmnirbhar application received', userId: member.id, id: saved.id });
      return toDsaApplicationView(saved);
    } catch (error) {
      await Promise.all(
        Object.values(keys).map((key) => key && this.storage.delete(key).catch(() => undefined)),
      );
      if (isDuplicateKey(error)) throw new DomainError(409, AgentMessages.pending);
      throw error;
    }
  }

  /** GET dsa/panel: an approved agent's coupon, uses and commission; others are refused. */
  async panel(principal: Principal) {
    const member = await this.member(principal.id);
    if (!member.is_dsa) throw new ForbiddenError('The Atmnirbhar Panel is for approved Atmnirbhar agents.');
    return this.earnings.panel(member.id);
  }

  /** The console's list: filtered by status and member, sorted and paged; numbers masked. */
  async staffList(query: ListQuery<Partial<StaffDsaFilter>>): Promise<[StaffDsaApplication[], number]> {
    const [rows, total] = await this.applications.findAndCount({
      where: staffWhere(query.filter),
      order: { [query.sort.field]: query.sort.order, id: query.sort.order },
      skip: query.offset,
      take: query.limit,
    });
    const codes = await this.earnings.codes(rows.flatMap((r) => (r.coupon_id ? [r.coupon_id] : [])));
    return [
      rows.map((r) => toStaffDsaApplication(r, r.coupon_id ? (codes.get(r.coupon_id) ?? null) : null)),
      total,
    ];
  }

  /** One application with its numbers masked (the answer of a decision, which the audit log keeps). */
  async staffGet(id: number): Promise<StaffDsaApplication> {
    const row = await this.find(id);
    return toStaffDsaApplication(row, await this.couponCode(row));
  }

  /**
   * The reviewing staff member's read: the PAN and Aadhaar numbers decrypted. Each such read is written to
   * the audit log (who read whose numbers, when, from where); the numbers themselves are not.
   */
  async staffReveal(id: number, actor: AuditActor): Promise<StaffDsaApplication> {
    const row = await this.find(id);
    const revealed = {
      pan: this.cipher.decrypt(row.pan_cipher),
      aadhaar: this.cipher.decrypt(row.aadhaar_cipher),
    };
    await this.audit.record(actor, {
      action: 'dsa_application.read_identity_numbers',
      target_type: 'dsa_application',
      target_id: row.id,
      summary: `Read the PAN and Aadhaar numbers of Atmnirbhar application ${row.id} (member ${row.user_id})`,
    });
    return toStaffDsaApplication(row, await this.couponCode(row), revealed);
  }

  /** A document of an application, for staff review; 404 when it has none or the file is gone. */
  async document(id: number, field: DsaDocumentField) {
    const row = await this.find(id);
    const key = documentKey(row, field);
    const file = key ? await readPrivateDocument(this.storage, key) : null;
    if (!file) throw new NotFoundError('Document not found');
    return file;
  }

  /** Approval: the member becomes an agent (is_dsa) with their personal coupon; they are mailed. */
  async approve(id: number, staffId: number): Promise<void> {
    const { row, couponCode } = await this.applications.manager.transaction(async (manager) => {
      const repo = manager.getRepository(DsaApplicationEntity);
      const row = await repo.findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!row) throw new NotFoundError('Atmnirbhar application not found');
      if (row.status !== 'pending')
        throw new DomainError(409, `Only a pending application can be approved; this one is ${row.status}.`);
      const coupon = await this.earnings.createAgentCouponInside(manager, row.user_id);
      await repo.update(id, {
        status: 'approved',
        coupon_id: coupon.id,
        reviewed_by: staffId,
        reviewed_at: new Date(),
        review_note: null,
      });
      await this.directory.setDsaInside(manager, row.user_id, true);
      return { row, couponCode: coupon.code };
    });
    const to = await this.recipient(row);
    await this.mail.send(
      { email: to.email, language: to.language },
      'notice',
      to.texts.approved(to.first, couponCode, this.link()),
      `dsa-${id}-approved`,
    );
  }

  /** Rejection with the note the applicant is mailed; they may apply again. */
  async reject(id: number, staffId: number, note: string): Promise<void> {
    const result = await this.applications.update(
      { id, status: 'pending' },
      { status: 'rejected', review_note: note, reviewed_by: staffId, reviewed_at: new Date() },
    );
    const row = await this.find(id);
    if (!result.affected)
      throw new DomainError(409, `Only a pending application can be rejected; this one is ${row.status}.`);
    const to = await this.recipient(row);
    await this.mail.send(
      { email: to.email, language: to.language },
      'notice',
      to.texts.rejected(to.first, note, this.link()),
      `dsa-${id}-rejected`,
    );
  }

  /** The state before a decision, for the audit log (no identity numbers). */
  async summary(id: number) {
    const row = await this.find(id);
    return { status: row.status, review_note: row.review_note, coupon_id: row.coupon_id };
  }

  private async check(body: DsaFormBody, files: DsaUploads) {
    const form = plainToInstance(ApplyDsaDto, body ?? {});
    const errors = fieldErrors(await validate(form, { stopAtFirstError: true, forbidUnknownValues: false }));
    const add = (field: string, message: string) => {
      if (!errors[field]) errors[field] = [message];
    };
    if (
      typeof form.pancard_number === 'string' &&
      form.pancard_number &&
      !isValidPan(normalisePan(form.pancard_number))
    )
      add(
        'pancard_number',
        'The pancard number must be a valid PAN: five letters, four digits and a letter (AAAAA9999A).',
      );
    if (
      typeof form.aadharcard_number === 'string' &&
      form.aadharcard_number &&
      !isValidAadhaar(normaliseAadhaar(form.aadharcard_number))
    )
      add('aadharcard_number', 'The aadharcard number must be a valid 12-digit Aadhaar number.');
    const gst = typeof form.gst_no === 'string' && form.gst_no ? normaliseGstin(form.gst_no) : null;
    if (gst && !isValidGstin(gst)) add('gst_no', GSTIN_INVALID_MESSAGE);
    if (!errors.state_id && !errors.city_id && !errors.country_id) {
      const place = await this.locations.findPlace(ATMNIRBHAR_COUNTRY_ID, form.state_id, form.city_id);
      if (!place) add('city_id', 'Choose a state of India and one of its cities.');
    }
    const documents = {} as Record<DsaDocumentField, CheckedDocument | null>;
    for (const field of [
      'education_certificate',
      'pancard_doc',
      'aadharcard_doc',
      'gst_no_proof_doc',
    ] as const) {
      const required = field !== 'gst_no_proof_doc' || gst !== null;
      const checked = await checkUploadedDocument(files[field], required, documentMessages(field));
      if (checked && 'error' in checked) add(field, checked.error);
      else documents[field] = checked;
    }
    return { form, errors, documents };
  }

  private async couponCode(row: DsaApplicationEntity): Promise<string | null> {
    if (!row.coupon_id) return null;
    return (await this.earnings.codes([row.coupon_id])).get(row.coupon_id) ?? null;
  }

  private async find(id: number): Promise<DsaApplicationEntity> {
    const row = await this.applications.findOneBy({ id });
    if (!row) throw new NotFoundError('Atmnirbhar application not found');
    return row;
  }

  private latest(userId: number): Promise<DsaApplicationEntity | null> {
    return this.applications.findOne({ where: { user_id: userId }, order: { id: 'DESC' } });
  }

  private async member(id: number): Promise<MemberFacts> {
    const member = await this.directory.facts(id);
    if (!member) throw new NotFoundError('Member not found');
    return member;
  }

  /** The member's account address (verified at sign-up); the form's address if the account is gone. */
  private async recipient(
    row: DsaApplicationEntity,
  ): Promise<{ email: string; first: string; language: MemberLanguage; texts: typeof AgentMailTexts }> {
    const member = await this.directory.facts(row.user_id);
    const language = member?.language ?? 'en';
    return {
      language,
      texts: language === 'hi' ? HindiAgentMailTexts : AgentMailTexts,
      email: member?.email ?? row.email,
      first: member?.first_name ?? row.name.split(' ')[0] ?? row.name,
    };
  }

  private link(): string {
    return `${this.config.PUBLIC_WEB_URL.replace(/\/$/, '')}/Home/User/Atmnirbhar`;
  }
}

/** The list's where clause; a filter value the console could not have sent is a 422. */
function staffWhere(filter: Partial<StaffDsaFilter>): FindOptionsWhere<DsaApplicationEntity> {
  const where: FindOptionsWhere<DsaApplicationEntity> = {};
  if (filter.status !== undefined) {
    if (!(DSA_APPLICATION_STATUSES as readonly string[]).includes(filter.status))
      throw new InvalidInputError({
        filter: [`status must be one of ${DSA_APPLICATION_STATUSES.join(', ')}`],
      });
    where.status = filter.status;
  }
  if (filter.user_id !== undefined) {
    const userId = Number(filter.user_id);
    if (!Number.isSafeInteger(userId) || userId < 1)
      throw new InvalidInputError({ filter: ['user_id must be a whole number'] });
    where.user_id = userId;
  }
  return where;
}
