import {
  APPEAL_WINDOW_DAYS,
  type MemberLanguage,
  REVIEW_ACTION_TEXT,
  type ReviewAction,
} from '@app/contracts';

const day = (date: Date) => date.toISOString().slice(0, 10);

/** The rule a decision applied, as the member reads it (by the item's reason). */
export function ruleFor(reason: string): string {
  const rules: Record<string, string> = {
    child_safety: 'Zero tolerance for child sexual abuse and exploitation (Community rules 1; POCSO Act).',
    nudity: 'No nudity or sexual content (Community rules 2).',
    harassment: 'No harassment, hate or threats (Community rules 3).',
    spam: 'No spam, scams or misleading offers (Community rules 4).',
    other: 'Our community rules and terms of use.',
    watched_words: 'No spam, scams or misleading offers (Community rules 4).',
    blocked_image: 'Images removed by our team may not be posted again (Community rules 5).',
  };
  return rules[reason] ?? rules.other!;
}

/**
 * The rules in Hindi, keyed by the English text a notice stores (`notices.rule`): a notice keeps the rule
 * as the member was told it, and a Hindi mail shows its Hindi words (decision 391).
 */
const HINDI_RULES: Record<string, string> = {
  'Zero tolerance for child sexual abuse and exploitation (Community rules 1; POCSO Act).':
    'बच्चों के यौन शोषण पर बिल्कुल भी बर्दाश्त नहीं (कम्युनिटी नियम 1; POCSO कानून)।',
  'No nudity or sexual content (Community rules 2).': 'नग्नता या यौन सामग्री नहीं (कम्युनिटी नियम 2)।',
  'No harassment, hate or threats (Community rules 3).': 'परेशान करना, नफ़रत या धमकी नहीं (कम्युनिटी नियम 3)।',
  'No spam, scams or misleading offers (Community rules 4).':
    'स्पैम, धोखाधड़ी या गुमराह करने वाले ऑफ़र नहीं (कम्युनिटी नियम 4)।',
  'Our community rules and terms of use.': 'हमारे कम्युनिटी नियम और इस्तेमाल की शर्तें।',
  'Images removed by our team may not be posted again (Community rules 5).':
    'हमारी टीम की हटाई गई तस्वीरें दोबारा पोस्ट नहीं की जा सकतीं (कम्युनिटी नियम 5)।',
};

const HINDI_ACTIONS: Record<ReviewAction, string> = {
  dismiss: 'कोई कार्रवाई नहीं (रिपोर्ट सही नहीं पाई गई)',
  keep_hidden: 'आपकी सामग्री दूसरे मेंबरों से छिपी रहेगी',
  remove: 'आपकी सामग्री हटा दी गई',
  warn: 'आपको चेतावनी दी गई है',
  suspend: 'आपका अकाउंट कुछ समय के लिए रोक दिया गया',
  ban: 'आपका अकाउंट बैन कर दिया गया',
  escalate: 'आपकी सामग्री हटा दी गई और आपका अकाउंट बैन कर दिया गया',
};

const HINDI_SUBJECTS: Record<string, string> = {
  user: 'आपका अकाउंट',
  post: 'आपकी पोस्ट',
  comment: 'आपका कमेंट',
  review: 'आपका रिव्यू',
  review_reply: 'रिव्यू पर आपका जवाब',
  requirement: 'आपकी ज़रूरत',
  job: 'आपकी नौकरी की लिस्टिंग',
  franchise: 'आपका फ़्रैंचाइज़ ऑफ़र',
  restaurant_sale: 'आपकी रेस्टोरेंट बिक्री की लिस्टिंग',
  message: 'आपका संदेश',
};

/** What a decision was about, as the mail names it: "your post: “…”" (English), in the member's language. */
export function describeSubject(
  subjectType: string,
  excerpt: string | null,
  language: MemberLanguage = 'en',
): string {
  const kind =
    language === 'hi'
      ? (HINDI_SUBJECTS[subjectType] ?? 'आपकी सामग्री')
      : subjectType === 'user'
        ? 'your account'
        : `your ${subjectType.replace('_', ' ')}`;
  return excerpt ? `${kind}: “${excerpt.slice(0, 120)}”` : kind;
}

/** The statement of reasons (IT Rules 2021; the DSA's article 17 as a model): what, why, how, appeal. */
export function statementOfReasons(input: {
  first_name: string;
  action: ReviewAction;
  subject: string;
  rule: string;
  decided_by: 'automatic' | 'staff';
  days?: number | null;
  appeal_until: Date;
  appeal_url: string;
  language?: MemberLanguage;
}) {
  if (input.language === 'hi') return hindiStatementOfReasons(input);
  const what =
    input.action === 'suspend' && input.days
      ? `${REVIEW_ACTION_TEXT.suspend} for ${input.days} days.`
      : `${REVIEW_ACTION_TEXT[input.action]}.`;
  return {
    subject: 'A decision about your content or account',
    heading: 'Statement of reasons',
    paragraphs: [
      `Hello ${input.first_name},`,
      `What we decided: ${what}`,
      `About: ${input.subject}`,
      `Why: ${input.rule}`,
      `How it was decided: ${input.decided_by === 'staff' ? 'by a member of our moderation team' : 'by an automatic check'}.`,
      `You can appeal this decision once, within ${APPEAL_WINDOW_DAYS} days (until ${day(input.appeal_until)}), with a short text: ${input.appeal_url}. A moderator who did not make the decision will review it.`,
    ],
  };
}

function hindiStatementOfReasons(input: Parameters<typeof statementOfReasons>[0]) {
  const what =
    input.action === 'suspend' && input.days
      ? `${HINDI_ACTIONS.suspend} (${input.days} दिन के लिए)।`
      : `${HINDI_ACTIONS[input.action]}।`;
  return {
    subject: 'आपकी सामग्री या अकाउंट के बारे में एक फ़ैसला',
    heading: 'फ़ैसले के कारण',
    paragraphs: [
      `नमस्ते ${input.first_name},`,
      `हमारा फ़ैसला: ${what}`,
      `किस बारे में: ${input.subject}`,
      `क्यों: ${HINDI_RULES[input.rule] ?? input.rule}`,
      `फ़ैसला कैसे हुआ: ${input.decided_by === 'staff' ? 'हमारी मॉडरेशन टीम के एक सदस्य ने किया' : 'एक ऑटोमैटिक जाँच से हुआ'}।`,
      `आप इस फ़ैसले के ख़िलाफ़ ${APPEAL_WINDOW_DAYS} दिन के अंदर (${day(input.appeal_until)} तक) एक बार, छोटे से लेख के साथ अपील कर सकते हैं: ${input.appeal_url}। जिस मॉडरेटर ने फ़ैसला नहीं किया, वही इसे देखेगा।`,
    ],
  };
}

export function appealResult(input: {
  first_name: string;
  outcome: 'upheld' | 'reversed';
  note: string;
  language?: MemberLanguage;
}) {
  if (input.language === 'hi')
    return {
      subject: 'आपकी अपील का नतीजा',
      heading: input.outcome === 'reversed' ? 'आपकी अपील मान ली गई' : 'आपकी अपील नहीं मानी गई',
      paragraphs: [
        `नमस्ते ${input.first_name},`,
        input.outcome === 'reversed'
          ? 'हमने आपकी अपील देखी और अपना फ़ैसला बदल दिया। इस फ़ैसले से आपके अकाउंट पर लगी हर रोक हटा दी गई है।'
          : 'हमने आपकी अपील देखी और अपना फ़ैसला बनाए रखा।',
        // The moderator's own words, as they wrote them.
        `मॉडरेटर का नोट: ${input.note}`,
        'अपील पर यह फ़ैसला हमारे प्लेटफ़ॉर्म पर आख़िरी है। आप हमारे शिकायत अधिकारी को भी लिख सकते हैं (शिकायत वाला पेज देखें)।',
      ],
    };
  return {
    subject: 'The result of your appeal',
    heading: input.outcome === 'reversed' ? 'Your appeal was successful' : 'Your appeal was not successful',
    paragraphs: [
      `Hello ${input.first_name},`,
      input.outcome === 'reversed'
        ? 'We reviewed your appeal and reversed our decision. Any restriction it placed on your account has been lifted.'
        : 'We reviewed your appeal and upheld our decision.',
      `The moderator's note: ${input.note}`,
      'This decision on your appeal is final on our platform. You may also write to our grievance officer (see the grievance page).',
    ],
  };
}
