import { AccountMessages, DataRightsMessages } from '@app/contracts';
import { bearer, freshIp, signupPayload, signUpVerified } from './support/accounts';
import { useTestApi } from './support/api';

/**
 * The API answers in Hindi when a request names Hindi in Accept-Language, and in the seeds' English
 * otherwise (issue 35, decision 324): the envelope's message and field errors, under the same keys.
 */
const api = useTestApi();
const { http, outbox } = api;

const post = (path: string, body: object, language?: string) => {
  const call = http().post(`/api/${path}`).set('X-Forwarded-For', freshIp());
  return (language ? call.set('Accept-Language', language) : call).send(body);
};

describe('messages in the language the request names', () => {
  it('answers a failed login in Hindi to a Hindi reader and in the seeds’ English to everyone else', async () => {
    const { payload } = await signUpVerified(http, outbox);
    const wrong = { email: payload.email, password: 'wrong password!', remember_me: '0' };
    const hindi = await post('login', wrong, 'hi-IN,hi;q=0.9,en;q=0.6').expect(422);
    expect(hindi.body.message).toBe('ये जानकारी हमारे रिकॉर्ड से मेल नहीं खाती।');
    expect(hindi.headers['content-language']).toBe('hi');

    for (const language of [undefined, 'en-IN,en;q=0.9', 'en;q=0.9, hi;q=0.5', 'fr']) {
      const english = await post('login', wrong, language).expect(422);
      expect(english.body.message).toBe(AccountMessages.badCredentials);
      expect(english.headers['content-language']).toBeUndefined();
    }
  });

  it('keeps the field keys and translates their texts', async () => {
    const payload = signupPayload();
    await post('users', payload).expect(201);
    const english = await post('users', signupPayload({ email: payload.email }), 'en').expect(422);
    const hindi = await post('users', signupPayload({ email: payload.email }), 'hi').expect(422);
    expect(english.body.errors).toEqual({ email: [AccountMessages.emailTaken] });
    expect(hindi.body).toMatchObject({
      message: 'यह ईमेल पहले से इस्तेमाल हो रहा है।',
      errors: { email: ['यह ईमेल पहले से इस्तेमाल हो रहा है।'] },
    });
  });

  it('answers the settings page in Hindi to a Hindi reader, in English otherwise', async () => {
    const { payload, token } = await signUpVerified(http, outbox);
    const change = (language?: string) => {
      const call = http().post('/api/settings/password').set(bearer(token));
      return (language ? call.set('Accept-Language', language) : call).send({
        current_password: 'not it at all',
        password: 'a new long password',
        password_confirmation: 'a new long password',
      });
    };
    const hindi = await change('hi').expect(422);
    expect(hindi.body.errors.current_password).toEqual(['मौजूदा पासवर्ड सही नहीं है।']);
    const english = await change().expect(422);
    expect(english.body.errors.current_password).toEqual([DataRightsMessages.wrongPassword]);
    const done = await http()
      .post('/api/settings/password')
      .set(bearer(token))
      .set('Accept-Language', 'hi')
      .send({
        current_password: payload.password,
        password: 'a new long password',
        password_confirmation: 'a new long password',
      })
      .expect(200);
    expect(done.body.message).toBe('आपका पासवर्ड बदल दिया गया। आपके दूसरे डिवाइस पर आप साइन आउट हो गए हैं।');
  });
});
