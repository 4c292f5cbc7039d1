import { MAIL_TEMPLATES, type MailTemplateName } from './templates';
import { HINDI_MAIL_TEMPLATES, renderMail } from './mail-templates-hi';

/** One data of each template (every field a template reads). */
const SAMPLE: { [N in MailTemplateName]: Parameters<(typeof MAIL_TEMPLATES)[N]>[0] } = {
  notice: { subject: 'नमस्ते', heading: 'नमस्ते', paragraphs: ['एक'] },
  'email-otp': { first_name: 'Asha', code: '123456', minutes: 10 },
  'staff-invite': { name: 'Asha', url: 'https://x.test/set', hours: 48 },
  'password-reset': { first_name: 'Asha', url: 'https://x.test/reset', minutes: 60 },
  'email-change-otp': { first_name: 'Asha', code: '654321', minutes: 10 },
  'data-export': { first_name: 'Asha', url: 'https://x.test/zip', hours: 24 },
  'contact-message': { id: 1, name: 'Asha', email: 'a@x.test', subject: 'Hi', message: 'Text' },
  'unread-messages': { first_name: 'Asha', sender_name: 'Bina', count: 2, url: 'u', settings_url: 's' },
  'payment-receipt': {
    name: 'Asha',
    invoice_no: 'RC/1',
    plan_name: 'Elite',
    amount: '₹1,180',
    paid_on: '2 Dec',
  },
};

const STAFF_MAILS: MailTemplateName[] = ['staff-invite', 'contact-message'];

describe('the Hindi mails (decision 391)', () => {
  it.each(Object.keys(MAIL_TEMPLATES) as MailTemplateName[])(
    '%s has a Hindi version with a text part',
    (name) => {
      const hindi = renderMail(name, SAMPLE[name] as never, 'hi');
      const english = renderMail(name, SAMPLE[name] as never);
      expect(hindi.text.length).toBeGreaterThan(0);
      expect(english).toEqual(MAIL_TEMPLATES[name](SAMPLE[name] as never));
      if (STAFF_MAILS.includes(name)) expect(hindi).toEqual(english);
      else {
        expect(hindi.subject).toMatch(/[\u0900-\u097F]/);
        expect(hindi.text).toMatch(/[\u0900-\u097F]/);
        expect(hindi.html).toContain('<html lang="hi">');
      }
    },
  );

  it('keeps the codes, links and amounts of the data', () => {
    expect(renderMail('email-otp', SAMPLE['email-otp'], 'hi').text).toContain('123456');
    expect(renderMail('password-reset', SAMPLE['password-reset'], 'hi').text).toContain(
      'https://x.test/reset',
    );
    expect(renderMail('payment-receipt', SAMPLE['payment-receipt'], 'hi').text).toContain('₹1,180');
    expect(Object.keys(HINDI_MAIL_TEMPLATES).sort()).toEqual(Object.keys(MAIL_TEMPLATES).sort());
  });
});
