import { commandHash, hashesEqual, paymentRequestHash, responseHash } from './payu-hashes';

// Vectors computed outside this code (sha512sum of the pipe-joined strings written out by hand).
const fields = {
  key: 'dev-only-payu-key',
  txnid: 'T123',
  amount: '999.00',
  productinfo: 'Elite',
  firstname: 'Asha',
  email: 'asha@example.com',
  udf1: 'u1',
  udf2: '',
  udf3: 'u3',
  udf4: '',
  udf5: '',
};
const salt = 'dev-only-salt';

describe('PayU hash formulas', () => {
  it('computes the payment request hash key|txnid|amount|productinfo|firstname|email|udf1..udf5||||||SALT', () => {
    // dev-only-payu-key|T123|999.00|Elite|Asha|asha@example.com|u1||u3||||||||dev-only-salt
    expect(paymentRequestHash(fields, salt)).toBe(
      'b65afbd84781602dc5fdc1f722445445d62668c3404df3f8bb11ed01e0e968f44060eda74955c79545165e1fb38d24d2e78afa7c182b0c05dde89b803891c01f',
    );
  });

  it('computes the reverse hash SALT|status||||||udf5..udf1|email|firstname|productinfo|amount|txnid|key', () => {
    // dev-only-salt|success||||||||u3||u1|asha@example.com|Asha|Elite|999.00|T123|dev-only-payu-key
    expect(responseHash({ ...fields, status: 'success' }, salt)).toBe(
      'e5edeefd5cc7b13a7bc967a593940bd15e74bb4a02d78f8f94b40219ce13f0eb9d2d9cacc1686f88042e3d3b71db1d02069f03a00c01cdf92be2fe5f0b759ca1',
    );
  });

  it('computes the postservice command hash key|command|var1|SALT', () => {
    expect(commandHash('dev-only-payu-key', 'verify_payment', 'T123', salt)).toBe(
      'fda5f36d9f8b9a7fd39e650bf9c4233f99d7c1219480a1532f654b3429da61fde949d6bf8a50649a8eb20c90c3f2ea18c67f1cb435129e45ac2d4bf36dc3bace',
    );
  });

  it('compares hashes regardless of hex case and refuses any other value', () => {
    const hash = paymentRequestHash(fields, salt);
    expect(hashesEqual(hash, hash.toUpperCase())).toBe(true);
    expect(hashesEqual(hash, paymentRequestHash({ ...fields, amount: '1.00' }, salt))).toBe(false);
    expect(hashesEqual(hash, '')).toBe(false);
  });
});
