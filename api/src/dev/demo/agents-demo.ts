import type { INestApplicationContext } from '@nestjs/common';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { AccountsService } from '../../modules/accounts/accounts.service';
import { DsaApplicationsService } from '../../modules/agents/dsa-applications.service';
import { DsaApplicationEntity } from '../../modules/agents/entities/dsa-application.entity';
import { verhoeffCheckDigit } from '../../modules/agents/identity-numbers';
import { CouponEntity } from '../../modules/billing/entities/coupon.entity';
import { DEMO_AGENT } from './billing-demo';
import { DEMO_MEMBER_PASSWORD } from './demo-data';

/** The demo member whose Atmnirbhar application waits for staff (console: Atmnirbhar applications). */
export const DEMO_APPLICANT = {
  user_type: '6',
  business_name: 'Pooja Tiffin Service',
  first_name: 'Pooja',
  last_name: 'Applicant',
  email: 'applicant@restaurant.local',
  mobile_no: '9800000016',
  country_id: 101,
  state_id: 4030,
  city_id: 134096,
} as const;

/** A tiny PDF that passes the document check (demo documents only). */
const DEMO_PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

const aadhaar = (base: string) => `${base}${verhoeffCheckDigit(base)}`;

const applicationFields = (person: {
  first_name: string;
  last_name: string;
  email: string;
  mobile_no: string;
}) => ({
  name: `${person.first_name} ${person.last_name}`,
  email: person.email,
  mobile_no: person.mobile_no,
  address: '21 Ring Road, Surat',
  country_id: '101',
  state_id: '4030',
  city_id: '134096',
  business_name: 'Home Sales',
  business_address: '21 Ring Road, Surat',
  current_occupation: 'Sales',
  net_annual_income: '240000',
  education: 'B.Com',
  declaration: '1',
});

/**
 * Atmnirbhar demo data; safe to run again. The demo sales agent (billing demo, coupon AGENT100) is an
 * approved agent with an application; Pooja's application is pending.
 */
export async function seedAgentsDemo(app: INestApplicationContext): Promise<void> {
  const db = app.get<DataSource>(getDataSourceToken());
  const applications = db.getRepository(DsaApplicationEntity);
  const accounts = app.get(AccountsService);

  const agent = await accounts.upsertVerifiedMember({ ...DEMO_AGENT, password: DEMO_MEMBER_PASSWORD });
  if (!(await applications.existsBy({ user_id: agent.id, status: 'approved' }))) {
    const coupon = await db.getRepository(CouponEntity).findOneBy({ code: 'AGENT100' });
    const service = app.get(DsaApplicationsService);
    const application = await service
      .apply(
        { kind: 'member', id: agent.id, sessionId: 'demo' },
        {
          ...applicationFields(DEMO_AGENT),
          pancard_number: 'AGNPS1234K',
          aadharcard_number: aadhaar('23456789012'),
        },
        {
          education_certificate: { buffer: DEMO_PDF },
          pancard_doc: { buffer: DEMO_PDF },
          aadharcard_doc: { buffer: DEMO_PDF },
        },
      )
      .catch(() => applications.findOneBy({ user_id: agent.id, status: 'pending' }));
    if (application) {
      await applications.update(application.id, {
        status: 'approved',
        coupon_id: coupon?.id ?? null,
        reviewed_at: new Date(),
      });
      await db.query('UPDATE users SET is_dsa = 1 WHERE id = ?', [agent.id]);
    }
  }

  const applicant = await accounts.upsertVerifiedMember({
    ...DEMO_APPLICANT,
    password: DEMO_MEMBER_PASSWORD,
  });
  if (!(await applications.existsBy({ user_id: applicant.id }))) {
    await app.get(DsaApplicationsService).apply(
      { kind: 'member', id: applicant.id, sessionId: 'demo' },
      {
        ...applicationFields(DEMO_APPLICANT),
        pancard_number: 'POOJA1234A',
        aadharcard_number: aadhaar('34567890123'),
      },
      {
        education_certificate: { buffer: DEMO_PDF },
        pancard_doc: { buffer: DEMO_PDF },
        aadharcard_doc: { buffer: DEMO_PDF },
      },
    );
  }
  console.log(
    `Demo Atmnirbhar loaded: agent ${DEMO_AGENT.email} (approved), ${DEMO_APPLICANT.email} (pending).`,
  );
}
