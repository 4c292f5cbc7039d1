import { randomDigits } from '../shared/ids';
import { responseHash } from './payu-hashes';
import { normalizeAmount, type PaymentRequest } from './payu-request';

export type PayuOutcome = 'success' | 'failure';
export type PayuStatus = 'pending' | PayuOutcome;

/** One hosted-checkout transaction, kept in memory (the sandbox forgets everything when it stops). */
export interface PayuTransaction {
  request: PaymentRequest;
  mihpayid: string;
  status: PayuStatus;
  /** PayU's timestamp format, Indian time: "2026-11-03 14:05:09". */
  addedon: string;
  bankRefNum: string;
}

/** What PayU reports for each state, in its own vocabulary. */
const STATE_DETAILS: Record<
  PayuStatus,
  { unmappedstatus: string; error: string; message: string; field9: string }
> = {
  pending: { unmappedstatus: 'initiated', error: '', message: '', field9: '' },
  success: {
    unmappedstatus: 'captured',
    error: 'E000',
    message: 'No Error',
    field9: 'Transaction Completed Successfully',
  },
  failure: {
    unmappedstatus: 'failed',
    error: 'E1602',
    message: 'Bank was unable to authenticate.',
    field9: 'Transaction failed (local sandbox: the tester chose Fail)',
  },
};

const IST_OFFSET_MS = 330 * 60 * 1000;

function istTimestamp(now = new Date()): string {
  return new Date(now.getTime() + IST_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

/** A refund PayU queued for a captured transaction (`cancel_refund_transaction`). */
export interface PayuRefund {
  requestId: string;
  mihpayid: string;
  token: string;
  amount: number;
}

export class PayuTransactions {
  private readonly byTxnid = new Map<string, PayuTransaction>();
  private readonly refundsByToken = new Map<string, PayuRefund>();

  /**
   * Starts a transaction for a checked request. A txnid that is still pending (the buyer went back and
   * posted again) starts over; one that already finished is refused, as PayU refuses duplicate txnids.
   */
  start(request: PaymentRequest): PayuTransaction | null {
    const existing = this.byTxnid.get(request.txnid);
    if (existing && existing.status !== 'pending') return null;
    const transaction: PayuTransaction = {
      request,
      mihpayid: randomDigits(11),
      status: 'pending',
      addedon: istTimestamp(),
      bankRefNum: '',
    };
    this.byTxnid.set(request.txnid, transaction);
    return transaction;
  }

  find(txnid: string): PayuTransaction | undefined {
    return this.byTxnid.get(txnid);
  }

  findByMihpayid(mihpayid: string): PayuTransaction | undefined {
    return [...this.byTxnid.values()].find((t) => t.mihpayid === mihpayid);
  }

  /** The amount already refunded on a transaction, in rupees. */
  refunded(mihpayid: string): number {
    return [...this.refundsByToken.values()]
      .filter((r) => r.mihpayid === mihpayid)
      .reduce((sum, r) => sum + r.amount, 0);
  }

  refundByToken(token: string): PayuRefund | undefined {
    return this.refundsByToken.get(token);
  }

  addRefund(mihpayid: string, token: string, amount: number): PayuRefund {
    const refund = { requestId: randomDigits(9), mihpayid, token, amount };
    this.refundsByToken.set(token, refund);
    return refund;
  }

  /** Records the buyer's choice; null unless that transaction is pending under that mihpayid. */
  finish(txnid: string, mihpayid: string, outcome: PayuOutcome): PayuTransaction | null {
    const transaction = this.byTxnid.get(txnid);
    if (!transaction || transaction.mihpayid !== mihpayid || transaction.status !== 'pending') return null;
    transaction.status = outcome;
    transaction.addedon = istTimestamp();
    transaction.bankRefNum = outcome === 'success' ? randomDigits(12) : '';
    return transaction;
  }
}

/**
 * The response parameters PayU posts to surl/furl and to the webhook, in PayU's order, with the reverse
 * hash over the answered values.
 */
export function responseParams(transaction: PayuTransaction, salt: string): [string, string][] {
  const { request, status } = transaction;
  const details = STATE_DETAILS[status];
  const amount = normalizeAmount(request.amount);
  const hash = responseHash({ ...request, amount, status }, salt);
  const paid = status === 'success';
  return [
    ['mihpayid', transaction.mihpayid],
    ['mode', 'CC'],
    ['status', status],
    ['unmappedstatus', details.unmappedstatus],
    ['key', request.key],
    ['txnid', request.txnid],
    ['amount', amount],
    ['discount', '0.00'],
    ['net_amount_debit', paid ? amount : '0.00'],
    ['addedon', transaction.addedon],
    ['productinfo', request.productinfo],
    ['firstname', request.firstname],
    ['lastname', request.lastname],
    ['address1', request.address1],
    ['address2', request.address2],
    ['city', request.city],
    ['state', request.state],
    ['country', request.country],
    ['zipcode', request.zipcode],
    ['email', request.email],
    ['phone', request.phone],
    ['udf1', request.udf1],
    ['udf2', request.udf2],
    ['udf3', request.udf3],
    ['udf4', request.udf4],
    ['udf5', request.udf5],
    ['udf6', ''],
    ['udf7', ''],
    ['udf8', ''],
    ['udf9', ''],
    ['udf10', ''],
    ['hash', hash],
    ['field1', ''],
    ['field2', ''],
    ['field3', ''],
    ['field4', ''],
    ['field5', ''],
    ['field6', ''],
    ['field7', paid ? 'AUTHPOSITIVE' : ''],
    ['field8', ''],
    ['field9', details.field9],
    ['payment_source', 'payu'],
    ['PG_TYPE', 'CC-PG'],
    ['bank_ref_num', transaction.bankRefNum],
    ['bankcode', 'CC'],
    ['error', details.error],
    ['error_Message', details.message],
  ];
}

/** One entry of `verify_payment`'s transaction_details, as PayU documents it. */
export function verifyPaymentDetails(transaction: PayuTransaction): Record<string, string | number | null> {
  const { request, status } = transaction;
  const details = STATE_DETAILS[status];
  const amount = normalizeAmount(request.amount);
  return {
    mihpayid: transaction.mihpayid,
    request_id: '',
    bank_ref_num: transaction.bankRefNum,
    amt: amount,
    transaction_amount: amount,
    txnid: request.txnid,
    additional_charges: '0.00',
    productinfo: request.productinfo,
    firstname: request.firstname,
    bankcode: 'CC',
    udf1: request.udf1,
    udf2: request.udf2,
    udf3: request.udf3,
    udf4: request.udf4,
    udf5: request.udf5,
    field2: '',
    field9: details.field9,
    error_code: details.error,
    addedon: transaction.addedon,
    payment_source: 'payu',
    card_type: 'VISA',
    error_Message: details.message,
    net_amount_debit: status === 'success' ? Number(amount) : 0,
    disc: '0.00',
    mode: 'CC',
    PG_TYPE: 'CC-PG',
    card_no: 'XXXXXXXXXXXX1111',
    name_on_card: `${request.firstname} ${request.lastname}`.trim(),
    status,
    unmappedstatus: details.unmappedstatus,
    Merchant_UTR: null,
    Settled_At: '0000-00-00 00:00:00',
  };
}
