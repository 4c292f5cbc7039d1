import { randomUUID } from 'node:crypto';
import type { StaffBlueTickRequest, StaffRole } from '@app/contracts';
import sharp from 'sharp';
import type { Response } from 'superagent';
import { BlueTickService } from '../src/modules/billing/bluetick/bluetick.service';
import { StaffService } from '../src/modules/staff/staff.service';
import { freshIp, signUpVerified } from './support/accounts';
import { useTestApi } from './support/api';

const api = useTestApi();
const { http, outbox, bearer } = api;

let moderator: string;
let editor: string;

const password = 'a-long-test-password-1';
const pdf = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
let png: Buffer;

async function staffToken(role: StaffRole): Promise<string> {
  const email = `bluetick-${role}-${randomUUID().slice(0, 8)}@restaurant.local`;
  await api.app.get(StaffService).upsert({ email, password, name: `Blue-tick ${role}`, role });
  const res = await http()
    .post('/admin-api/auth/login')
    .set('X-Forwarded-For', freshIp())
    .send({ email, password })
    .expect(200);
  return res.body.token as string;
}

beforeAll(async () => {
  png = await sharp({ create: { width: 24, height: 16, channels: 3, background: '#2255aa' } })
    .png()
    .toBuffer();
  [moderator, editor] = await Promise.all([staffToken('moderator'), staffToken('content_editor')]);
});

const staff = (token = moderator) => ({ Authorization: `Bearer ${token}` });

/** Collects any response body as bytes (supertest leaves PDFs unparsed otherwise). */
const bytes = (res: Response, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  // In Node the response handed to a parser is the incoming message stream.
  const stream = res as unknown as NodeJS.ReadableStream;
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  stream.on('end', () => done(null, Buffer.concat(chunks)));
};

/** A member whose request is paid and waits for staff; a professional (user type 8) sends no business proof. */
async function requestUnderReview(userType: '6' | '8' = '6', paid = true) {
  const member = await signUpVerified(http, outbox, {
    user_type: userType,
    ...(userType === '8' && { business_name: undefined }),
  });
  const req = http()
    .post('/api/upload-bluetick-documents')
    .set(bearer(member.token))
    .field('bluetick_plan_id', '2')
    .attach('document1', pdf, { filename: 'aadhar.pdf' });
  if (userType !== '8') req.attach('document2', png, { filename: 'gst.png' });
  const id = (await req.expect(201)).body.data.bluetick_payment_details.id as number;
  if (paid) {
    await api.db.transaction((manager) =>
      api.app.get(BlueTickService).markPaidInside(manager, id, new Date()),
    );
  }
  return { member, id };
}

const review = (id: number, body: object, token = moderator) =>
  http().put(`/admin-api/bluetick-requests/${id}`).set(staff(token)).send(body);

describe('staff blue-tick review', () => {
  it('lists paid requests under review with their member, and shows one in the same shape', async () => {
    const { member, id } = await requestUnderReview();
    const filter = JSON.stringify({ status: 'under review', user_id: member.id });
    const res = await http()
      .get('/admin-api/bluetick-requests')
      .query({ filter, sort: '["paid_at","DESC"]', range: '[0,9]' })
      .set(staff())
      .expect(200);
    expect(res.headers['content-range']).toBe('bluetick-requests 0-0/1');
    const expected: Partial<StaffBlueTickRequest> = {
      id,
      user_id: member.id,
      member: {
        id: member.id,
        full_name: 'Asha Patel',
        email: member.payload.email as string,
        business_name: 'Spice Route',
        user_type_text: expect.any(String),
      },
      status: 'under review',
      plan_id: 2,
      paid_at: expect.any(String),
      reviewed_at: null,
      review_note: null,
      has_business_proof: true,
    };
    expect(res.body).toEqual([expect.objectContaining(expected)]);
    expect(JSON.stringify(res.body)).not.toMatch(/private|bluetick-documents/);
    const one = await http().get(`/admin-api/bluetick-requests/${id}`).set(staff()).expect(200);
    expect(one.body).toEqual(res.body[0]);
    await http().get('/admin-api/bluetick-requests/999999999').set(staff()).expect(404);
  });

  it('refuses a filter or sort the console cannot send', async () => {
    const list = (query: Record<string, string>) =>
      http().get('/admin-api/bluetick-requests').query(query).set(staff());
    await list({ filter: '{"status":"paid"}' }).expect(422);
    await list({ filter: '{"user_id":"abc"}' }).expect(422);
    await list({ sort: '["identity_document_key","ASC"]' }).expect(422);
  });

  it('streams a PDF to staff as a sandboxed download and an image inline, both unsniffed and uncached', async () => {
    const { id } = await requestUnderReview();
    const identity = await http()
      .get(`/admin-api/bluetick-requests/${id}/documents/identity`)
      .set(staff())
      .buffer(true)
      .parse(bytes)
      .expect(200);
    expect(identity.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="bluetick-${id}-identity.pdf"`,
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    });
    // A PDF may carry JavaScript: a browser that renders it anyway does so in a sandbox without scripts.
    expect(identity.headers['content-security-policy']).toMatch(/^sandbox;/);
    expect(identity.headers['content-security-policy']).toContain("default-src 'none'");
    expect(Buffer.compare(identity.body as Buffer, pdf)).toBe(0);
    const business = await http()
      .get(`/admin-api/bluetick-requests/${id}/documents/business`)
      .set(staff())
      .buffer(true)
      .parse(bytes)
      .expect(200);
    expect(business.headers).toMatchObject({
      'content-type': 'image/png',
      'content-disposition': 'inline',
      'x-content-type-options': 'nosniff',
    });
    expect(business.headers['content-security-policy']).toMatch(/^sandbox;/);
    expect(Buffer.compare(business.body as Buffer, png)).toBe(0);

    const professional = await requestUnderReview('8');
    await http()
      .get(`/admin-api/bluetick-requests/${professional.id}/documents/business`)
      .set(staff())
      .expect(404);
    await http().get(`/admin-api/bluetick-requests/${id}/documents/passport`).set(staff()).expect(422);
  });

  it('is closed to members, even the request owner, and to staff outside moderation', async () => {
    const { member, id } = await requestUnderReview();
    const routes = [
      `/admin-api/bluetick-requests`,
      `/admin-api/bluetick-requests/${id}`,
      `/admin-api/bluetick-requests/${id}/documents/identity`,
    ];
    for (const route of routes) {
      await http().get(route).set(bearer(member.token)).expect(401);
      await http().get(route).set(staff(editor)).expect(403);
      await http().get(route).expect(401);
    }
    await http()
      .put(`/admin-api/bluetick-requests/${id}`)
      .set(bearer(member.token))
      .send({ status: 'approved' })
      .expect(401);
    await review(id, { status: 'approved' }, editor).expect(403);
    const status = await http().get('/api/bluetick-status').set(bearer(member.token)).expect(200);
    expect(status.body.data.bluetick_payment_details.status).toBe('under review');
  });

  it('approves: the member gets the badge, and a decided request cannot be decided again', async () => {
    const { member, id } = await requestUnderReview();
    const res = await review(id, { status: 'approved' }).expect(200);
    expect(res.body).toMatchObject({ id, status: 'approved', reviewed_at: expect.any(String) });
    const user = await http().get('/api/user').set(bearer(member.token)).expect(200);
    expect(user.body.data.blue_tick).toBe(1);
    await review(id, { status: 'approved' }).expect(409);
    await review(id, { status: 'rejected', review_note: 'Changed my mind' }).expect(409);
    // The decision is in the audit log (once: the refused repeats left nothing).
    const entries = await api.db.query(
      `SELECT action, staff_role, JSON_UNQUOTE(JSON_EXTRACT(\`before\`, '$.status')) AS before_status,
              JSON_UNQUOTE(JSON_EXTRACT(\`after\`, '$.status')) AS after_status
       FROM audit_log WHERE target_type = 'bluetick_request' AND target_id = ?`,
      [id],
    );
    expect(entries).toEqual([
      {
        action: 'bluetick.review',
        staff_role: 'moderator',
        before_status: 'under review',
        after_status: 'approved',
      },
    ]);
  });

  it('rejects with a note the member reads in bluetick-status, and no badge', async () => {
    const { member, id } = await requestUnderReview();
    const note = 'The GST certificate is unreadable.';
    const res = await review(id, { status: 'rejected', review_note: `  ${note} ` }).expect(200);
    expect(res.body).toMatchObject({ id, status: 'rejected', review_note: note });
    const status = await http().get('/api/bluetick-status').set(bearer(member.token)).expect(200);
    expect(status.body.data).toMatchObject({
      blue_tick: 0,
      bluetick_payment_details: { id, status: 'rejected', review_note: note },
    });
  });

  it('answers 422 for a bad decision and 409 for a request not yet paid', async () => {
    const { id } = await requestUnderReview();
    const noNote = await review(id, { status: 'rejected' }).expect(422);
    expect(noNote.body.errors.review_note).toBeDefined();
    const short = await review(id, { status: 'rejected', review_note: ' no ' }).expect(422);
    expect(short.body.errors.review_note).toBeDefined();
    await review(id, { status: 'rejected', review_note: 'x'.repeat(501) }).expect(422);
    const bad = await review(id, { status: 'cancelled' }).expect(422);
    expect(bad.body.errors.status).toBeDefined();
    const still = await http().get(`/admin-api/bluetick-requests/${id}`).set(staff()).expect(200);
    expect(still.body.status).toBe('under review');

    const unpaid = await requestUnderReview('6', false);
    await review(unpaid.id, { status: 'approved' }).expect(409);
    await review(999999999, { status: 'approved' }).expect(404);
  });
});
