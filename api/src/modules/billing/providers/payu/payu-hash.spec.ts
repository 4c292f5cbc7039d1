import { payuCommandHash, payuRequestHash, payuResponseHash } from './payu-hash';

// Expected values come from outside this code: PayU's own published example, and `openssl dgst -sha512`
// over the strings PayU's documentation spells out (written by hand below).
describe('PayU hashes', () => {
  it('computes the request hash of PayU’s published example (udf2 and udf4 posted, the rest empty)', () => {
    const hash = payuRequestHash(
      {
        key: 'C0Dr8m',
        txnid: '12345',
        amount: '10',
        productinfo: 'Shopping',
        firstname: 'Test',
        email: 'test@test.com',
        udf1: '',
        udf2: 'abc',
        udf3: '',
        udf4: '15',
        udf5: '',
      },
      '3sf0jURk',
    );
    expect(hash).toBe(
      'ffcdbf04fa5beefdcc2dd476c18bc410f02b3968e7f4f54e8f43f1e1a310bb32e3b4dec9305232bb89db5b1d0c009a53bcace6f4bd8ec2f695baf3d43ba730ce',
    );
  });

  const response = {
    key: 'KEY',
    txnid: 'abcDEF1234567890ghij',
    amount: '999.00',
    productinfo: 'Elite Membership',
    firstname: 'Asha',
    email: 'a@b.in',
    udf1: '42',
    udf2: 'elite',
    udf3: '',
    udf4: '',
    udf5: '',
    status: 'success',
  };

  it('computes the reverse hash of a return: SALT|status||||||udf5|udf4|udf3|udf2|udf1|email|firstname|productinfo|amount|txnid|key', () => {
    // openssl over 'SALT|success|||||||||elite|42|a@b.in|Asha|Elite Membership|999.00|abcDEF1234567890ghij|KEY'
    expect(payuResponseHash(response, 'SALT')).toBe(
      '63ff86b88ecfe3b2a5ce4535a990acb3918d46ca23dc5ccc261a987e28a002454237fde2f51d5d6b56847c1549fbee3c85b61ff1da3dc797ea8b29cb310516a9',
    );
  });

  it('prefixes additional_charges when PayU added them', () => {
    // openssl over '20.00|SALT|success|||||||||elite|42|a@b.in|Asha|Elite Membership|999.00|abcDEF1234567890ghij|KEY'
    expect(payuResponseHash({ ...response, additional_charges: '20.00' }, 'SALT')).toBe(
      '79770d0968ca75d915ba20b6ce3d29519c961ccf9413767f47bdf7bf77d85ce101921fcfdee2dea7fced39b85a3233f25d779946aa54e2bc60f2adfe573ec01c',
    );
  });

  it('computes the verify_payment command hash key|command|var1|SALT', () => {
    expect(payuCommandHash('KEY', 'verify_payment', 'abcDEF1234567890ghij', 'SALT')).toBe(
      '38fe75bee975201c1c34df8568340e24e64600f99bc8d9c181179f8c91ab47e123b0d3d9d1cae6942433f88ad404d20341d450e0a5bfed2cfe255df3b9f4b30b',
    );
  });

  it('changes with any covered field, so a tampered amount or txnid cannot keep its hash', () => {
    const genuine = payuResponseHash(response, 'SALT');
    expect(payuResponseHash({ ...response, amount: '1.00' }, 'SALT')).not.toBe(genuine);
    expect(payuResponseHash({ ...response, txnid: 'other' }, 'SALT')).not.toBe(genuine);
    expect(payuResponseHash({ ...response, status: 'failure' }, 'SALT')).not.toBe(genuine);
  });
});
