import { AgentMessages, type StaffRole } from '@app/contracts';
import sharp from 'sharp';
import { seedAgentsDemo } from '../src/dev/demo/agents-demo';
import { seedBillingDemo } from '../src/dev/demo/billing-demo';
import { verhoeffCheckDigit } from '../src/modules/agents/identity-numbers';
import { PaymentEntity } from '../src/modules/billing/entities/payment.entity';
import { CouponEntity } from '../src/modules/billing/entities/coupon.entity';
import { WalletService } from '../src/modules/billing/wallet/wallet.service';
import { signUpVerified } from './support/accounts';
import { useTestApi } from './support/api';
import { invoicedMember } from './support/invoices';
import { bytes, staffAuth, staffMember } from './support/staff';

const api = useTestApi();
const { http, outbox, bearer } = api;

const pdf = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
let png: Buffer;

const aadhaarBase = () => `2${String(Math.floor(Math.random() * 1e10)).padStart(10, '0')}`;
const validAadhaar = () => {
  const base = aadhaarBase();
  return `${base}${verhoeffCheckDigit(base)}`;
};
/** Twelve digits whose last is not the Verhoeff check digit. */
const badAadhaar = () => {
  const base = aadhaarBase();
  return `${base}${(Number(verhoeffCheckDigit(base)) + 1) % 10}`;
};
const PAN = 'ABCPE1234F';
const GSTIN = '24AAAAA0000A1Z8';

/** Every text field of a good application (Surat, Gujarat). */
const goodFields = (overrides: Record<string, string> = {}) => ({
  name: 'Ravi Kumar',
  email: 'ravi@example.test',
  mobile_no: '9876543210',
  address: '12 Ring Road, Surat',
  country_id: '101',
  state_id: '4030',
  city_id: '134096',
  business_name: 'Ravi Traders',
  business_address: '14 Ring Road, Surat',
  current_occupation: 'Shopkeeper',
  net_annual_income: '250000',
  education: 'B.Com',
  pancard_number: PAN,
  aadharcard_number: validAadhaar().replace(/(\d{4})(?=\d)/g, '$1 '),
  gst_no: GSTIN,
  declaration: '1',
  ...overrides,
});

type Docs = Partial<
  Record<'education_certificate' | 'pancard_doc' | 'aadharcard_doc' | 'gst_no_proof_doc', Buffer>
>;

function submit(token: string, fields: Record<string, string>, docs?: Docs) {
  const req = http().post('/api/dsa/dsas').set(bearer(token));
  for (const [k, v] of Object.entries(fields)) req.field(k, v);
  const files: Docs = docs ?? {
    education_certificate: pdf,
    pancard_doc: png,
    aadharcard_doc: pdf,
    gst_no_proof_doc: png,
  };
  for (const [k, v] of Object.entries(files))
    req.attach(k, v, { filename: `${k}.${v[0] === 0x25 ? 'pdf' : 'png'}` });
  return req;
}

async function indianMember() {
  return signUpVerified(http, outbox, { first_name: 'Ravi', last_name: 'Kumar' });
}

async function applied() {
  const member = await indianMember();
  const res = await submit(member.token, goodFields()).expect(201);
  return { member, id: res.body.data.id as number };
}

let finance: { token: string; id: number };
let superadmin: { token: string; id: number };

beforeAll(async () => {
  png = await sharp({ create: { width: 20, height: 12, channels: 3, background: '#aa5522' } })
    .png()
    .toBuffer();
  finance = await staffMember(api, 'finance', 'atmnirbhar');
  superadmin = await staffMember(api, 'superadmin', 'atmnirbhar');
});

describe('POST dsa/dsas', () => {
  it('accepts a good application, answers the numbers masked and stores them encrypted', async () => {
    const member = await indianMember();
    const fields = goodFields();
    const aadhaar = fields.aadharcard_number.replace(/\s/g, '');
    const res = await submit(member.token, fields).expect(201);
    expect(res.body.message).toBe(AgentMessages.applied);
    expect(res.body.data).toMatchObject({
      status: 'pending',
      pancard_number: 'XXXXXX234F',
      aadharcard_number: `XXXXXXXX${aadhaar.slice(-4)}`,
      gst_no: GSTIN,
    });
    expect(JSON.stringify(res.body)).not.toContain(aadhaar);
    expect(JSON.stringify(res.body)).not.toContain(PAN);

    const [raw] = await api.db.query(
      'SELECT pan_cipher, aadhaar_cipher, pan_last4, aadhaar_last4, pancard_doc_key FROM dsa_applications WHERE id = ?',
      [res.body.data.id],
    );
    expect(raw.pan_cipher).toMatch(/^v1\./);
    expect(raw.pan_cipher).not.toContain(PAN);
    expect(raw.aadhaar_cipher).not.toContain(aadhaar);
    expect(raw.aadhaar_cipher).not.toContain(aadhaar.slice(0, 8));
    expect(raw.pan_last4).toBe('234F');
    expect(raw.pancard_doc_key).toMatch(/^private\/dsa-documents\//);

    const mine = await http().get('/api/dsa/my-application').set(bearer(member.token)).expect(200);
    expect(mine.body.data).toMatchObject({ is_dsa: 0, eligible_country: true });
    expect(mine.body.data.application.aadharcard_number).toBe(`XXXXXXXX${aadhaar.slice(-4)}`);
    expect(JSON.stringify(mine.body)).not.toContain(aadhaar);
  });

  it('answers every bad field at once, each next to its own field', async () => {
    const member = await indianMember();
    const res = await submit(
      member.token,
      goodFields({
        name: '',
        email: 'not-an-email',
        mobile_no: '12345',
        address: '',
        state_id: '',
        business_name: '',
        business_address: '',
        current_occupation: '',
        net_annual_income: '300000',
        education: '',
        pancard_number: 'ABCDE12345',
        aadharcard_number: badAadhaar(),
        gst_no: '24AAAAA0000A1Z9',
        declaration: '',
      }),
      { education_certificate: Buffer.from('just some text, not a document'), pancard_doc: pdf },
    ).expect(422);
    const errors = res.body.errors as Record<string, string[]>;
    expect(Object.keys(errors).sort()).toEqual(
      [
        'name',
        'email',
        'mobile_no',
        'address',
        'state_id',
        'business_name',
        'business_address',
        'current_occupation',
        'net_annual_income',
        'education',
        'pancard_number',
        'aadharcard_number',
        'gst_no',
        'declaration',
        'education_certificate',
        'aadharcard_doc',
        'gst_no_proof_doc',
      ].sort(),
    );
    expect(errors.declaration).toEqual([AgentMessages.declarationMissing]);
    expect(errors.name).toEqual(['The name field is required.']);
    expect(errors.pancard_number![0]).toMatch(/valid PAN/);
    expect(errors.aadharcard_number![0]).toMatch(/valid 12-digit Aadhaar/);
    expect(errors.gst_no![0]).toMatch(/GSTIN/);
    expect(errors.net_annual_income![0]).toMatch(/under Rs. 3 LPA/);
    expect(errors.education_certificate![0]).toMatch(/must be a PDF or an image/);
    expect(errors.aadharcard_doc![0]).toMatch(/is required/);
    expect(errors.gst_no_proof_doc![0]).toMatch(/is required/);
    const [{ n }] = await api.db.query('SELECT COUNT(*) n FROM dsa_applications WHERE user_id = ?', [
      member.id,
    ]);
    expect(Number(n)).toBe(0);
  });

  it('says an income in words is not a whole number rather than over the limit', async () => {
    const member = await indianMember();
    const res = await submit(member.token, goodFields({ net_annual_income: 'a lot' })).expect(422);
    expect(res.body.errors.net_annual_income).toEqual([
      'The net annual income must be a whole number of rupees.',
    ]);
  });

  it('needs no GST proof without a GST number, and refuses a city outside the state', async () => {
    const member = await indianMember();
    const noGst = goodFields({ gst_no: '' });
    const wrongCity = await submit(
      member.token,
      { ...noGst, city_id: '1' },
      {
        education_certificate: pdf,
        pancard_doc: pdf,
        aadharcard_doc: pdf,
      },
    ).expect(422);
    expect(Object.keys(wrongCity.body.errors)).toEqual(['city_id']);
    const ok = await submit(member.token, noGst, {
      education_certificate: pdf,
      pancard_doc: pdf,
      aadharcard_doc: pdf,
    }).expect(201);
    expect(ok.body.data.gst_no).toBeNull();
  });

  it('refuses a document over 5 MB', async () => {
    const member = await indianMember();
    const big = Buffer.concat([pdf, Buffer.alloc(5 * 1024 * 1024 + 10, 0x20)]);
    const res = await submit(member.token, goodFields(), {
      education_certificate: big,
      pancard_doc: pdf,
      aadharcard_doc: pdf,
      gst_no_proof_doc: pdf,
    });
    expect([413, 422]).toContain(res.status);
    const [{ n }] = await api.db.query('SELECT COUNT(*) n FROM dsa_applications WHERE user_id = ?', [
      member.id,
    ]);
    expect(Number(n)).toBe(0);
  });

  it('allows one pending application per member, refuses members outside India and agents', async () => {
    const { member } = await applied();
    const again = await submit(member.token, goodFields()).expect(409);
    expect(again.body.message).toBe(AgentMessages.pending);

    const abroad = await indianMember();
    await api.db.query('UPDATE users SET country_id = 233, state_id = 1455, city_id = 110965 WHERE id = ?', [
      abroad.id,
    ]);
    const refused = await submit(abroad.token, goodFields()).expect(403);
    expect(refused.body.message).toBe(AgentMessages.notIndia);
    const eligibility = await http().get('/api/dsa/my-application').set(bearer(abroad.token)).expect(200);
    expect(eligibility.body.data.eligible_country).toBe(false);

    const agent = await indianMember();
    await api.db.query('UPDATE users SET is_dsa = 1 WHERE id = ?', [agent.id]);
    const already = await submit(agent.token, goodFields()).expect(409);
    expect(already.body.message).toBe(AgentMessages.alreadyAgent);
  });
});

describe('staff review', () => {
  const staff = (who = finance) => staffAuth(who);

  it('lists applications with masked numbers, and reveals them only in the audited show', async () => {
    const { member, id } = await applied();
    const [raw] = await api.db.query('SELECT aadhaar_cipher FROM dsa_applications WHERE id = ?', [id]);
    expect(raw.aadhaar_cipher).toBeTruthy();
    const list = await http()
      .get('/admin-api/dsa-applications')
      .query({ filter: JSON.stringify({ status: 'pending', user_id: member.id }), range: '[0,9]' })
      .set(staff())
      .expect(200);
    expect(list.headers['content-range']).toBe('dsa-applications 0-0/1');
    expect(list.body[0]).toMatchObject({ id, pancard_number: 'XXXXXX234F', numbers_revealed: false });
    expect(list.body[0].aadharcard_number).toMatch(/^XXXXXXXX\d{4}$/);
    expect(JSON.stringify(list.body)).not.toMatch(/private\/|cipher|ABCPE1234F/);

    const one = await http().get(`/admin-api/dsa-applications/${id}`).set(staff()).expect(200);
    expect(one.body).toMatchObject({ id, pancard_number: PAN, numbers_revealed: true });
    expect(one.body.aadharcard_number).toMatch(/^[2-9]\d{11}$/);
    expect(one.body.documents).toEqual([
      'education_certificate',
      'pancard_doc',
      'aadharcard_doc',
      'gst_no_proof_doc',
    ]);
    const [entry] = await api.db.query(
      "SELECT staff_id, summary, `after` FROM audit_log WHERE action = 'dsa_application.read_identity_numbers' AND target_id = ? ORDER BY id DESC LIMIT 1",
      [String(id)],
    );
    expect(entry.staff_id).toBe(finance.id);
    expect(JSON.stringify(entry)).not.toContain(PAN);
  });

  it('serves the documents to staff only, PDFs as downloads and images inline', async () => {
    const { member, id } = await applied();
    const doc = await http()
      .get(`/admin-api/dsa-applications/${id}/documents/education_certificate`)
      .set(staff())
      .buffer(true)
      .parse(bytes)
      .expect(200);
    expect(doc.headers['content-type']).toBe('application/pdf');
    expect(doc.headers['content-disposition']).toMatch(/^attachment/);
    expect(doc.headers['cache-control']).toBe('no-store');
    expect((doc.body as Buffer).equals(pdf)).toBe(true);
    const image = await http()
      .get(`/admin-api/dsa-applications/${id}/documents/pancard_doc`)
      .set(staff())
      .buffer(true)
      .parse(bytes)
      .expect(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['content-disposition']).toBe('inline');
    await http()
      .get(`/admin-api/dsa-applications/${id}/documents/education_certificate`)
      .set(bearer(member.token))
      .expect(401);
    await http().get(`/admin-api/dsa-applications/${id}/documents/passport`).set(staff()).expect(422);
  });

  it('approval makes the member an agent with a personal coupon; the panel shows it and the earnings', async () => {
    const { member, id } = await applied();
    await http().get('/api/dsa/panel').set(bearer(member.token)).expect(403);
    const res = await http()
      .put(`/admin-api/dsa-applications/${id}`)
      .set(staff())
      .send({ status: 'approved' })
      .expect(200);
    expect(res.body).toMatchObject({
      id,
      status: 'approved',
      numbers_revealed: false,
      pancard_number: 'XXXXXX234F',
    });
    expect(res.body.coupon_code).toMatch(new RegExp(`^ATM${member.id}[A-Z0-9]{5}$`));

    const user = await http().get('/api/user').set(bearer(member.token)).expect(200);
    expect(user.body.data.is_dsa ?? user.body.data.user?.is_dsa).toBe(1);
    const [coupon] = await api.db.query('SELECT * FROM coupons WHERE agent_user_id = ?', [member.id]);
    expect(coupon).toMatchObject({
      code: res.body.coupon_code,
      kind: 'percent',
      currency: 'INR',
      commission_bps: 1000,
    });

    const mail = await outbox.last<{ subject: string; paragraphs: string[] }>(
      member.payload.email as string,
      'notice',
    );
    expect(mail?.subject).toBe(AgentMessages.becameAgent);
    expect(mail?.paragraphs.join(' ')).toContain(res.body.coupon_code);

    const [audit] = await api.db.query(
      "SELECT staff_id, `before`, `after` FROM audit_log WHERE action = 'dsa_application.review' AND target_id = ? ORDER BY id DESC LIMIT 1",
      [String(id)],
    );
    expect(audit.staff_id).toBe(finance.id);
    expect(JSON.stringify(audit)).not.toContain(PAN);

    // A member pays with the coupon: billing credits the agent's commission (10% of Rs. 899.10).
    const buyer = await invoicedMember(http, outbox);
    const [subscription] = await api.db.query(
      'SELECT id FROM subscriptions WHERE user_id = ? ORDER BY id DESC LIMIT 1',
      [buyer.id],
    );
    const payments = api.db.getRepository(PaymentEntity);
    const payment = await payments.save(
      payments.create({
        user_id: buyer.id,
        purpose: 'elite',
        plan_id: 1,
        subscription_id: subscription.id,
        provider: 'payu',
        provider_order_id: `atm-test-${id}`,
        status: 'paid',
        currency: 'INR',
        list_amount_minor: 99_900,
        discount_minor: 9_990,
        amount_minor: 89_910,
        coupon_id: coupon.id,
        coupon_code: coupon.code,
      }),
    );
    const couponEntity = await api.db.getRepository(CouponEntity).findOneByOrFail({ id: coupon.id });
    await api.db.transaction((manager) =>
      api.app.get(WalletService).creditInside(manager, payment, couponEntity),
    );
    const panel = await http().get('/api/dsa/panel').set(bearer(member.token)).expect(200);
    expect(panel.body.data).toMatchObject({
      coupon_code: coupon.code,
      uses: 1,
      commission_earned: 89.91,
      currency: 'INR',
      commission_percent: 10,
      percent_off: 10,
    });
    const entries = await http().get('/api/my-wallet/entries').set(bearer(member.token)).expect(200);
    expect(entries.body.data.data).toEqual([
      expect.objectContaining({ amount: 89.91, currency: 'INR', coupon_code: coupon.code }),
    ]);
    const wallet = await http().get('/api/my-wallet').set(bearer(member.token)).expect(200);
    expect(wallet.body.data.total_amount).toBe(89.91);

    // Decided once.
    await http()
      .put(`/admin-api/dsa-applications/${id}`)
      .set(staff())
      .send({ status: 'rejected', review_note: 'Too late' })
      .expect(409);
  });

  it('rejection mails the note, and the member may apply again', async () => {
    const { member, id } = await applied();
    await http()
      .put(`/admin-api/dsa-applications/${id}`)
      .set(staff(superadmin))
      .send({ status: 'rejected' })
      .expect(422);
    const res = await http()
      .put(`/admin-api/dsa-applications/${id}`)
      .set(staff(superadmin))
      .send({ status: 'rejected', review_note: 'The PAN card copy is unreadable.' })
      .expect(200);
    expect(res.body).toMatchObject({ status: 'rejected', review_note: 'The PAN card copy is unreadable.' });
    const mail = await outbox.last<{ paragraphs: string[] }>(member.payload.email as string, 'notice');
    expect(mail?.paragraphs.join(' ')).toContain('The PAN card copy is unreadable.');
    const mine = await http().get('/api/dsa/my-application').set(bearer(member.token)).expect(200);
    expect(mine.body.data.application).toMatchObject({
      status: 'rejected',
      review_note: 'The PAN card copy is unreadable.',
    });
    await submit(member.token, goodFields()).expect(201);
  });

  it('lets finance and the superadmin in, and no other role or member', async () => {
    const { member } = await applied();
    const roles: Array<[StaffRole, number]> = [
      ['superadmin', 200],
      ['finance', 200],
      ['moderator', 403],
      ['content_editor', 403],
    ];
    for (const [role, status] of roles) {
      const who = await staffMember(api, role, 'atmnirbhar-matrix');
      await http().get('/admin-api/dsa-applications').set(staffAuth(who)).expect(status);
    }
    await http().get('/admin-api/dsa-applications').expect(401);
    await http().get('/admin-api/dsa-applications').set(bearer(member.token)).expect(401);
    await http().post('/api/dsa/dsas').expect(401);
  });
});

describe('Atmnirbhar demo data', () => {
  it('makes the demo agent an approved agent and leaves one pending application, and changes nothing when run again', async () => {
    jest.spyOn(console, 'log').mockImplementation(() => undefined);
    const rows = async () =>
      (await api.db.query(
        `SELECT u.email, u.is_dsa, a.status, a.coupon_id IS NOT NULL AS has_coupon FROM dsa_applications a
         JOIN users u ON u.id = a.user_id WHERE u.email IN ('agent@restaurant.local', 'applicant@restaurant.local')
         ORDER BY u.email`,
      )) as Array<{ email: string; is_dsa: number; status: string; has_coupon: number }>;
    await seedBillingDemo(api.app);
    await seedAgentsDemo(api.app);
    const first = await rows();
    expect(first.map((r) => [r.email, Number(r.is_dsa), r.status, Number(r.has_coupon)])).toEqual([
      ['agent@restaurant.local', 1, 'approved', 1],
      ['applicant@restaurant.local', 0, 'pending', 0],
    ]);
    await seedAgentsDemo(api.app);
    expect(await rows()).toEqual(first);
  });
});
