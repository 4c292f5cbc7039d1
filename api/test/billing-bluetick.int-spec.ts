import { BillingMessages, type BlueTickUploadResult } from '@app/contracts';
import sharp from 'sharp';
import { StorageDriver } from '../src/core/storage/storage.driver';
import { BlueTickService } from '../src/modules/billing/bluetick/bluetick.service';
import { BluetickRequestEntity } from '../src/modules/billing/entities/bluetick-request.entity';
import { signUpVerified } from './support/accounts';
import { useTestApi } from './support/api';

const api = useTestApi();
const { http, outbox, bearer } = api;

const pdf = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const png = () =>
  sharp({ create: { width: 32, height: 20, channels: 3, background: '#2255aa' } })
    .png()
    .toBuffer();

function upload(
  token: string,
  files: { document1?: [Buffer, string]; document2?: [Buffer, string] },
  planId = '2',
) {
  const req = http()
    .post('/api/upload-bluetick-documents')
    .set(bearer(token))
    .field('bluetick_plan_id', planId);
  for (const [field, file] of Object.entries(files)) req.attach(field, file[0], { filename: file[1] });
  return req;
}

const stored = (id: number) => api.db.getRepository(BluetickRequestEntity).findOneByOrFail({ id });

describe('POST upload-bluetick-documents', () => {
  it('stores both documents privately and answers the payment record id without any file address', async () => {
    const member = await signUpVerified(http, outbox);
    const res = await upload(member.token, {
      document1: [pdf, 'aadhar.pdf'],
      document2: [await png(), 'gst.png'],
    }).expect(201);
    const details = (res.body.data as BlueTickUploadResult).bluetick_payment_details;
    expect(details).toMatchObject({
      id: expect.any(Number),
      user_id: member.id,
      plan_id: 2,
      product_info: '1YearPlan',
      status: 'awaiting payment',
      has_business_proof: true,
    });
    expect(JSON.stringify(res.body)).not.toMatch(/private|bluetick-documents|\.pdf|\.png/);

    const row = await stored(details.id);
    expect(row.identity_document_key).toMatch(/^private\/bluetick-documents\/\d+\/[0-9a-f]{32}\.pdf$/);
    expect(row.business_proof_key).toMatch(/\.png$/);
    expect(await api.app.get(StorageDriver).get(row.identity_document_key)).not.toBeNull();
    // Not reachable through the public files route, whatever the key.
    await http().get(`/api/files/${row.identity_document_key}`).expect(404);
    await http().get(`/api/files/${row.business_proof_key}`).expect(404);
  });

  it('decides by content: a web page named .pdf is refused', async () => {
    const member = await signUpVerified(http, outbox);
    const res = await upload(member.token, {
      document1: [Buffer.from('<html><script>x()</script></html>'), 'id.pdf'],
      document2: [pdf, 'proof.pdf'],
    }).expect(422);
    expect(res.body.errors.document1).toBeDefined();
    const proof = await upload(member.token, {
      document1: [pdf, 'id.pdf'],
      document2: [Buffer.from('GIF89a not really'), 'proof.png'],
    }).expect(422);
    expect(proof.body.errors.document2).toBeDefined();
  });

  it('requires the identity document, and the business proof from owners and vendors only', async () => {
    const owner = await signUpVerified(http, outbox);
    expect(
      (await upload(owner.token, { document2: [pdf, 'proof.pdf'] }).expect(422)).body.errors.document1,
    ).toBeDefined();
    expect(
      (await upload(owner.token, { document1: [pdf, 'id.pdf'] }).expect(422)).body.errors.document2,
    ).toBeDefined();
    const professional = await signUpVerified(http, outbox, { user_type: '8', business_name: undefined });
    const res = await upload(professional.token, { document1: [pdf, 'id.pdf'] }).expect(201);
    expect(res.body.data.bluetick_payment_details.has_business_proof).toBe(false);
  });

  it('answers every document error of a request at once: both missing, or both not documents', async () => {
    const owner = await signUpVerified(http, outbox);
    const empty = await upload(owner.token, {}).expect(422);
    expect(empty.body.errors).toEqual({
      document1: ['The identity document is required.'],
      document2: ['The business proof is required.'],
    });
    const page = Buffer.from('<html>not a document</html>');
    const wrong = await upload(owner.token, {
      document1: [page, 'id.pdf'],
      document2: [page, 'proof.pdf'],
    }).expect(422);
    expect(wrong.body.errors).toEqual({
      document1: ['The identity document must be a PDF or an image (JPEG, PNG or WebP).'],
      document2: ['The business proof must be a PDF or an image (JPEG, PNG or WebP).'],
    });
  });

  it('refuses a document over 5 MB and a plan other than the blue tick', async () => {
    const member = await signUpVerified(http, outbox);
    const big = Buffer.concat([pdf, Buffer.alloc(5 * 1024 * 1024)]);
    await upload(member.token, { document1: [big, 'id.pdf'], document2: [pdf, 'p.pdf'] }).expect(413);
    const plan = await upload(
      member.token,
      { document1: [pdf, 'id.pdf'], document2: [pdf, 'p.pdf'] },
      '1',
    ).expect(422);
    expect(plan.body.errors.bluetick_plan_id).toBeDefined();
  });

  it('refuses an image document of more than 40 megapixels (7000 × 7000) with 422, like a post image', async () => {
    const member = await signUpVerified(http, outbox);
    const huge = await sharp({ create: { width: 7000, height: 7000, channels: 3, background: '#c0ffee' } })
      .jpeg({ quality: 40 })
      .toBuffer();
    expect(huge.length).toBeLessThan(5 * 1024 * 1024);
    const res = await upload(member.token, {
      document1: [pdf, 'id.pdf'],
      document2: [huge, 'gst.jpg'],
    }).expect(422);
    expect(res.body.errors).toEqual({
      document2: ['The business proof may be at most 40 megapixels (for example 8000 × 5000 pixels).'],
    });
  });

  it('replaces an unpaid request and refuses while one is under review', async () => {
    const member = await signUpVerified(http, outbox);
    const first = await upload(member.token, { document1: [pdf, 'a.pdf'], document2: [pdf, 'b.pdf'] }).expect(
      201,
    );
    const second = await upload(member.token, {
      document1: [pdf, 'a.pdf'],
      document2: [pdf, 'b.pdf'],
    }).expect(201);
    expect((await stored(first.body.data.bluetick_payment_details.id)).status).toBe('cancelled');
    await api.db
      .getRepository(BluetickRequestEntity)
      .update(second.body.data.bluetick_payment_details.id, { status: 'under review' });
    const res = await upload(member.token, { document1: [pdf, 'a.pdf'], document2: [pdf, 'b.pdf'] }).expect(
      422,
    );
    expect(res.body.message).toBe(BillingMessages.blueTickUnderReview);
  });
});

describe('staff decision on a blue-tick request', () => {
  async function paidRequest() {
    const member = await signUpVerified(http, outbox);
    const res = await upload(member.token, { document1: [pdf, 'a.pdf'], document2: [pdf, 'b.pdf'] }).expect(
      201,
    );
    const id = res.body.data.bluetick_payment_details.id as number;
    await api.db
      .getRepository(BluetickRequestEntity)
      .update(id, { status: 'under review', paid_at: new Date() });
    return { member, id };
  }

  it('shows the badge only after approval', async () => {
    const { member, id } = await paidRequest();
    const before = await http().get('/api/user').set(bearer(member.token)).expect(200);
    expect(before.body.data.blue_tick).toBe(0);
    const status = await http().get('/api/bluetick-status').set(bearer(member.token)).expect(200);
    expect(status.body.data.bluetick_payment_details).toMatchObject({ id, status: 'under review' });

    await api.app.get(BlueTickService).approve(id);
    const after = await http().get('/api/user').set(bearer(member.token)).expect(200);
    expect(after.body.data.blue_tick).toBe(1);
    expect((await stored(id)).status).toBe('approved');
  });

  it('records a rejection with its reason and no badge; a decided request cannot be decided again', async () => {
    const { member, id } = await paidRequest();
    await api.app.get(BlueTickService).reject(id, 'The business proof is unreadable.');
    const status = await http().get('/api/bluetick-status').set(bearer(member.token)).expect(200);
    expect(status.body.data).toMatchObject({
      blue_tick: 0,
      bluetick_payment_details: { status: 'rejected', review_note: 'The business proof is unreadable.' },
    });
    await expect(api.app.get(BlueTickService).approve(id)).rejects.toMatchObject({ status: 409 });
  });
});
