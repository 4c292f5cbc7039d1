import type { MemberLanguage } from '@app/contracts';

/** A rendered mail: both an HTML and a plain-text body, always. */
export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** The frame's own words in each language (the footer), and the language the HTML part names. */
const FRAME: Record<MemberLanguage, { footer: string; signature: string; fonts: string }> = {
  en: {
    footer: 'Restaurant Community — the community and marketplace of the restaurant trade.',
    signature: '— Restaurant Community',
    fonts: 'Arial,sans-serif',
  },
  hi: {
    footer: 'रेस्टोरेंट कम्युनिटी — रेस्टोरेंट कारोबार की कम्युनिटी और बाज़ार।',
    signature: '— रेस्टोरेंट कम्युनिटी',
    // Devanagari first in fonts mail programs have; the line height keeps the matras clear.
    fonts: "'Noto Sans Devanagari','Nirmala UI','Mangal',Arial,sans-serif;line-height:1.6",
  },
};

/** The common frame of every mail: a title, paragraphs, an optional button, the footer. */
export function layout(
  input: {
    subject: string;
    heading: string;
    paragraphs: string[];
    action?: { label: string; url: string };
  },
  language: MemberLanguage = 'en',
): RenderedMail {
  const frame = FRAME[language];
  const html = `<!doctype html><html lang="${language}"><body style="font-family:${frame.fonts};color:#222;max-width:560px;margin:auto">
<h1 style="font-size:20px">${escapeHtml(input.heading)}</h1>
${input.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${input.action ? `<p><a href="${escapeHtml(input.action.url)}" style="background:#c0392b;color:#fff;padding:10px 16px;text-decoration:none;border-radius:4px">${escapeHtml(input.action.label)}</a></p>` : ''}
<p style="color:#888;font-size:12px">${escapeHtml(frame.footer)}</p>
</body></html>`;
  const text = [
    input.heading,
    '',
    ...input.paragraphs,
    ...(input.action ? ['', `${input.action.label}: ${input.action.url}`] : []),
    '',
    frame.signature,
  ].join('\n');
  return { subject: input.subject, html, text };
}

/**
 * Every mail the system sends, by name, with the data it needs, in English (the seeds' texts). A job carries
 * the name, the data and the recipient's language only, so a template fix applies to mails still waiting in
 * the queue; each has a Hindi version in templates.hi.ts (decision 391).
 */
export const MAIL_TEMPLATES = {
  notice: (data: { subject: string; heading: string; paragraphs: string[] }) => layout(data),
  'email-otp': (data: { first_name: string; code: string; minutes: number }) =>
    layout({
      subject: `Your verification code: ${data.code}`,
      heading: 'Verify your email address',
      paragraphs: [
        `Hello ${data.first_name},`,
        `Your verification code is ${data.code}. Enter it on the verification screen to activate your account.`,
        `The code is valid for ${data.minutes} minutes. If you did not sign up, you can ignore this email.`,
      ],
    }),
  'staff-invite': (data: { name: string; url: string; hours: number }) =>
    layout({
      subject: 'Your Restaurant Community staff account',
      heading: 'Set your password for the staff console',
      paragraphs: [
        `Hello ${data.name},`,
        `A superadmin has created a staff account for you. Choose your password with the link below: it works once and is valid for ${data.hours} hours.`,
        'If you did not expect this, you can ignore this email.',
      ],
      action: { label: 'Set your password', url: data.url },
    }),
  'password-reset': (data: { first_name: string; url: string; minutes: number }) =>
    layout({
      subject: 'Reset your password',
      heading: 'Reset your password',
      paragraphs: [
        `Hello ${data.first_name},`,
        `Someone asked to reset the password of your account. The link below is valid for ${data.minutes} minutes and works once.`,
        'If it was not you, ignore this email: your password stays as it is.',
      ],
      action: { label: 'Choose a new password', url: data.url },
    }),
  'email-change-otp': (data: { first_name: string; code: string; minutes: number }) =>
    layout({
      subject: `Confirm your new e-mail address: ${data.code}`,
      heading: 'Confirm your new e-mail address',
      paragraphs: [
        `Hello ${data.first_name},`,
        `Your code is ${data.code}. Enter it in your settings to make this your account's e-mail address.`,
        `The code is valid for ${data.minutes} minutes. If you did not ask for this, ignore this email: nothing changes.`,
      ],
    }),
  'data-export': (data: { first_name: string; url: string; hours: number }) =>
    layout({
      subject: 'Your data is ready to download',
      heading: 'Your data export',
      paragraphs: [
        `Hello ${data.first_name},`,
        `The copy of your data you asked for is ready. The link below works for ${data.hours} hours; keep it private, anyone with it can download the file.`,
      ],
      action: { label: 'Download my data', url: data.url },
    }),
  'contact-message': (data: { id: number; name: string; email: string; subject: string; message: string }) =>
    layout({
      subject: `Contact form #${data.id}: ${data.subject}`,
      heading: `New contact message #${data.id}`,
      paragraphs: [`From: ${data.name} <${data.email}>`, `Subject: ${data.subject}`, data.message],
    }),
  'unread-messages': (data: {
    first_name: string;
    sender_name: string;
    count: number;
    url: string;
    settings_url: string;
  }) =>
    layout({
      subject:
        data.count === 1
          ? `${data.sender_name} sent you a message`
          : `${data.sender_name} sent you ${data.count} messages`,
      heading: `You have ${data.count === 1 ? 'an unread message' : `${data.count} unread messages`}`,
      paragraphs: [
        `Hello ${data.first_name},`,
        `${data.sender_name} wrote to you on Restaurant Community and ${data.count === 1 ? 'it is' : 'they are'} still unread. Read and answer in your messages.`,
        `We send at most one such e-mail an hour for each conversation. To stop them, use the unsubscribe link of your mail program or choose what we e-mail you: ${data.settings_url}`,
      ],
      action: { label: 'Read the messages', url: data.url },
    }),
  'payment-receipt': (data: {
    name: string;
    invoice_no: string;
    plan_name: string;
    amount: string;
    paid_on: string;
  }) =>
    layout({
      subject: `Payment receipt and GST invoice ${data.invoice_no}`,
      heading: 'Thank you for your payment',
      paragraphs: [
        `Hello ${data.name},`,
        `We received your payment of ${data.amount} for ${data.plan_name} on ${data.paid_on}.`,
        `Your GST invoice ${data.invoice_no} is attached to this email as a PDF. You can download it again at any time from Download Invoice in your dashboard.`,
      ],
    }),
};

export type MailTemplateName = keyof typeof MAIL_TEMPLATES;
export type MailTemplateData<N extends MailTemplateName> = Parameters<(typeof MAIL_TEMPLATES)[N]>[0];

/** Every template in one language: the same names, the same data. */
export type MailTemplates = { [N in MailTemplateName]: (data: MailTemplateData<N>) => RenderedMail };
