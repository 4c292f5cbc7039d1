import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AppConfig } from '../../../core/config/app-config';
import type { CurrencyEntity } from '../entities/currency.entity';
import type { PaymentEntity } from '../entities/payment.entity';
import { payuCommandHash } from './payu/payu-hash';
import { PayuGateway } from './payu/payu.gateway';
import { RazorpayGateway } from './razorpay/razorpay.gateway';

/**
 * The refund calls as the providers document them, against a stand-in that behaves like them: PayU refuses
 * a token twice (naming the first request), Razorpay refuses a second refund of a fully refunded payment.
 * Either way the gateway answers the first refund, so a retried refund never refunds twice.
 */
let server: Server;
let url = '';
const seen: { method: string; path: string; body: string; auth?: string }[] = [];
const payuTokens = new Map<string, string>();
let razorpayRefunded = false;

function answer(req: IncomingMessage, res: ServerResponse, body: string) {
  const path = req.url ?? '';
  seen.push({ method: req.method ?? '', path, body, auth: req.headers.authorization });
  const json = (status: number, value: unknown) =>
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
  if (path.startsWith('/merchant/postservice.php')) {
    const form = new URLSearchParams(body);
    const token = form.get('var2') ?? '';
    const earlier = payuTokens.get(token);
    if (earlier)
      return json(200, { status: 0, msg: 'Request for this token already exists', request_id: earlier });
    payuTokens.set(token, '880011');
    return json(200, { status: 1, msg: 'Refund Request Queued', request_id: '880011', error_code: 102 });
  }
  if (req.method === 'POST' && path === '/v1/payments/pay_A1/refund') {
    if (razorpayRefunded)
      return json(400, { error: { description: 'The payment has been fully refunded already' } });
    razorpayRefunded = true;
    return json(200, { id: 'rfnd_A1', entity: 'refund', amount: 129900, status: 'processed' });
  }
  if (req.method === 'GET' && path === '/v1/payments/pay_A1/refunds')
    return json(200, { entity: 'collection', count: 1, items: [{ id: 'rfnd_A1' }] });
  json(404, { error: { description: 'not found' } });
}

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => answer(req, res, Buffer.concat(chunks).toString()));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const config = () =>
  ({
    PAYU_KEY: 'k3y',
    PAYU_SALT: 's4lt',
    PAYU_INFO_BASE_URL: url,
    RAZORPAY_BASE_URL: url,
    RAZORPAY_KEY_ID: 'rzp_test_1',
    RAZORPAY_KEY_SECRET: 'secret',
  }) as unknown as AppConfig;

const inr = { code: 'INR', minor_unit: 2 } as CurrencyEntity;

describe('PayU cancel_refund_transaction', () => {
  it('asks for the whole amount with the payment’s own token and hash, and answers the first request twice', async () => {
    const gateway = new PayuGateway(config());
    const payment = { id: 42, provider_payment_id: '403993715521', amount_minor: 99900 } as PaymentEntity;
    expect(await gateway.refund(payment, inr)).toEqual({ refundId: '880011' });
    expect(await gateway.refund(payment, inr)).toEqual({ refundId: '880011' });
    const form = new URLSearchParams(seen.find((s) => s.path.startsWith('/merchant'))!.body);
    expect(Object.fromEntries(form)).toEqual({
      key: 'k3y',
      command: 'cancel_refund_transaction',
      var1: '403993715521',
      var2: 'refund-42',
      var3: '999.00',
      hash: payuCommandHash('k3y', 'cancel_refund_transaction', '403993715521', 's4lt'),
    });
  });
});

describe('Razorpay refunds', () => {
  it('refunds with Basic auth and the payment’s receipt, and finds the earlier refund when asked again', async () => {
    const gateway = new RazorpayGateway(config());
    const payment = { id: 7, provider_payment_id: 'pay_A1', amount_minor: 129900 } as PaymentEntity;
    expect(await gateway.refund(payment, inr, 'duplicate')).toEqual({ refundId: 'rfnd_A1' });
    expect(await gateway.refund(payment, inr, 'duplicate')).toEqual({ refundId: 'rfnd_A1' });
    const call = seen.find((s) => s.path === '/v1/payments/pay_A1/refund')!;
    expect(call.auth).toBe(`Basic ${Buffer.from('rzp_test_1:secret').toString('base64')}`);
    expect(JSON.parse(call.body)).toEqual({
      receipt: 'refund_7',
      notes: { payment_id: '7', reason: 'duplicate' },
    });
  });
});
