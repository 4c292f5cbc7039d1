import type { MemberLanguage } from '@app/contracts';
import {
  layout,
  MAIL_TEMPLATES,
  type MailTemplateData,
  type MailTemplateName,
  type MailTemplates,
  type RenderedMail,
} from './templates';

/**
 * The Hindi version of every mail (issue 35, decision 391): the same names and data as MAIL_TEMPLATES, in
 * the trade's everyday Hindi (docs/hindi-glossary.md), with the same plain-text part. The type makes a
 * template without its Hindi version a compile error. Staff mails (the staff invite, the contact form to
 * support) stay English: the console is English.
 */
export const HINDI_MAIL_TEMPLATES: MailTemplates = {
  notice: (data) => layout(data, 'hi'),
  'email-otp': (data) =>
    layout(
      {
        subject: `आपका वेरिफ़िकेशन कोड: ${data.code}`,
        heading: 'अपना ईमेल वेरिफ़ाई करें',
        paragraphs: [
          `नमस्ते ${data.first_name},`,
          `आपका वेरिफ़िकेशन कोड ${data.code} है। अपना अकाउंट चालू करने के लिए इसे वेरिफ़िकेशन वाले पेज पर डालें।`,
          `यह कोड ${data.minutes} मिनट तक चलेगा। अगर आपने साइन अप नहीं किया है, तो इस ईमेल को अनदेखा कर दें।`,
        ],
      },
      'hi',
    ),
  'staff-invite': MAIL_TEMPLATES['staff-invite'],
  'password-reset': (data) =>
    layout(
      {
        subject: 'अपना पासवर्ड बदलें',
        heading: 'अपना पासवर्ड बदलें',
        paragraphs: [
          `नमस्ते ${data.first_name},`,
          `किसी ने आपके अकाउंट का पासवर्ड बदलने के लिए कहा है। नीचे दिया लिंक ${data.minutes} मिनट तक और सिर्फ़ एक बार चलेगा।`,
          'अगर यह आपने नहीं किया, तो इस ईमेल को अनदेखा कर दें: आपका पासवर्ड वैसा ही रहेगा।',
        ],
        action: { label: 'नया पासवर्ड चुनें', url: data.url },
      },
      'hi',
    ),
  'email-change-otp': (data) =>
    layout(
      {
        subject: `अपना नया ईमेल पता पक्का करें: ${data.code}`,
        heading: 'अपना नया ईमेल पता पक्का करें',
        paragraphs: [
          `नमस्ते ${data.first_name},`,
          `आपका कोड ${data.code} है। इसे अपनी सेटिंग्स में डालें, तो यही आपके अकाउंट का ईमेल पता बन जाएगा।`,
          `यह कोड ${data.minutes} मिनट तक चलेगा। अगर आपने यह नहीं माँगा, तो इस ईमेल को अनदेखा कर दें: कुछ नहीं बदलेगा।`,
        ],
      },
      'hi',
    ),
  'data-export': (data) =>
    layout(
      {
        subject: 'आपका डेटा डाउनलोड के लिए तैयार है',
        heading: 'आपके डेटा की कॉपी',
        paragraphs: [
          `नमस्ते ${data.first_name},`,
          `आपने अपने डेटा की जो कॉपी माँगी थी, वह तैयार है। नीचे दिया लिंक ${data.hours} घंटे तक चलेगा; इसे किसी को न दें, लिंक वाला कोई भी फ़ाइल डाउनलोड कर सकता है।`,
        ],
        action: { label: 'मेरा डेटा डाउनलोड करें', url: data.url },
      },
      'hi',
    ),
  'contact-message': MAIL_TEMPLATES['contact-message'],
  'unread-messages': (data) =>
    layout(
      {
        subject:
          data.count === 1
            ? `${data.sender_name} ने आपको एक संदेश भेजा है`
            : `${data.sender_name} ने आपको ${data.count} संदेश भेजे हैं`,
        heading: data.count === 1 ? 'आपका एक संदेश बिना पढ़ा है' : `आपके ${data.count} संदेश बिना पढ़े हैं`,
        paragraphs: [
          `नमस्ते ${data.first_name},`,
          `${data.sender_name} ने आपको रेस्टोरेंट कम्युनिटी पर लिखा है और ${data.count === 1 ? 'वह संदेश' : 'वे संदेश'} अभी तक नहीं पढ़े गए। अपने संदेशों में पढ़ें और जवाब दें।`,
          `हर बातचीत के लिए हम घंटे में ज़्यादा से ज़्यादा एक ऐसा ईमेल भेजते हैं। इन्हें बंद करने के लिए अपने मेल प्रोग्राम का अनसब्सक्राइब लिंक इस्तेमाल करें या चुनें कि हम आपको क्या ईमेल करें: ${data.settings_url}`,
        ],
        action: { label: 'संदेश पढ़ें', url: data.url },
      },
      'hi',
    ),
  'payment-receipt': (data) =>
    layout(
      {
        subject: `पेमेंट की रसीद और GST इनवॉइस ${data.invoice_no}`,
        heading: 'आपके पेमेंट के लिए धन्यवाद',
        paragraphs: [
          `नमस्ते ${data.name},`,
          `हमें ${data.paid_on} को ${data.plan_name} के लिए आपका ${data.amount} का पेमेंट मिल गया है।`,
          // The invoice itself stays English (the tax document); only the mail around it is Hindi.
          `आपका GST इनवॉइस ${data.invoice_no} इस ईमेल के साथ PDF में लगा है (इनवॉइस अंग्रेज़ी में होता है)। आप इसे कभी भी अपने डैशबोर्ड में Download Invoice से दोबारा डाउनलोड कर सकते हैं।`,
        ],
      },
      'hi',
    ),
};

const TEMPLATES: Record<MemberLanguage, MailTemplates> = {
  en: MAIL_TEMPLATES as MailTemplates,
  hi: HINDI_MAIL_TEMPLATES,
};

/** A mail in the recipient's language (English when the job names none: jobs queued before decision 391). */
export function renderMail<N extends MailTemplateName>(
  name: N,
  data: MailTemplateData<N>,
  language: MemberLanguage = 'en',
): RenderedMail {
  const templates = TEMPLATES[language] ?? TEMPLATES.en;
  return (templates[name] as (d: MailTemplateData<N>) => RenderedMail)(data);
}
