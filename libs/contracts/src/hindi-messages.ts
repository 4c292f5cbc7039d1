import { AccountMessages } from './accounts.js';
import { Messages } from './messages.js';
import { DataRightsMessages } from './data-rights.js';
import { SavedSearchMessages } from './saved-searches.js';

/**
 * The API's answers in Hindi (issue 35, decision 324), keyed by the English text the API writes: the
 * seeds' texts stay the keys (typos included), so an English answer is unchanged for every old client and
 * a text without a Hindi entry stays English. Reviewed like code, never produced at run time. In the
 * contracts (decision 393) so that the member site, which sends the reader's language, can still recognise
 * an answer the seeds' clients compare verbatim (`sameApiMessage`).
 */
export const HINDI_MESSAGES: Readonly<Record<string, string>> = {
  // The envelope's generic answers (envelope.filter.ts).
  'Bad request.': 'अनुरोध सही नहीं है।',
  'Unauthenticated.': 'कृपया लॉग इन करें।',
  'You are not allowed to do this': 'आपको यह करने की अनुमति नहीं है',
  'No route / path / url available.': 'यह पता उपलब्ध नहीं है।',
  'Method not allowed.': 'यह तरीका मान्य नहीं है।',
  'The upload is too large.': 'अपलोड की गई फ़ाइल बहुत बड़ी है।',
  'This type of file is not accepted.': 'इस तरह की फ़ाइल स्वीकार नहीं की जाती।',
  'Too many requests. Please wait a moment and try again.': 'बहुत सारे अनुरोध। कृपया थोड़ा रुककर फिर कोशिश करें।',
  'The request body is not valid JSON.': 'अनुरोध का JSON सही नहीं है।',
  'Something went wrong on our side. Please try again later.':
    'हमारी तरफ़ से कुछ गड़बड़ हो गई। कृपया थोड़ी देर बाद फिर कोशिश करें।',
  'The service is temporarily unavailable. Please try again in a moment.':
    'सेवा अभी कुछ देर के लिए उपलब्ध नहीं है। कृपया थोड़ी देर में फिर कोशिश करें।',
  'The given data was invalid.': 'दी गई जानकारी सही नहीं है।',
  'Record not found': 'रिकॉर्ड नहीं मिला',
  Success: 'सफल',
  // The seeds' texts (libs/contracts).
  [Messages.accountNotVerified]: 'अकाउंट वेरिफ़ाई नहीं हुआ है',
  [Messages.emailVerified]: 'ईमेल वेरिफ़ाई हो गया',
  [Messages.otpResent]: 'OTP आपके ईमेल पर दोबारा भेज दिया गया है।',
  [Messages.otpVerifyFail]: 'OTP वेरिफ़ाई नहीं हुआ',
  [Messages.acceptTerms]: 'कृपया नियम और प्राइवेसी पॉलिसी स्वीकार करें',
  [Messages.incorrectLogin]: 'ईमेल या पासवर्ड गलत है। ',
  [Messages.passwordUpdated]: 'पासवर्ड बदल दिया गया',
  [Messages.couponApplied]: 'कूपन लग गया',
  [Messages.recordsDeleted]: 'रिकॉर्ड डिलीट कर दिए गए',
  [Messages.subscribeToAccess]: 'यह सुविधा इस्तेमाल करने के लिए Elite मेंबरशिप लें',
  [Messages.pleaseUpdateProfile]: 'कृपया अपनी प्रोफ़ाइल अपडेट करें!!!',
  [Messages.postCreateFailed]: 'एक फ़ील्ड भरना भी ज़रूरी है',
  [Messages.genericError]: 'कोई गड़बड़ हो गई!',
  [AccountMessages.emailTaken]: 'यह ईमेल पहले से इस्तेमाल हो रहा है।',
  [AccountMessages.badCredentials]: 'ये जानकारी हमारे रिकॉर्ड से मेल नहीं खाती।',
  [AccountMessages.signedUp]: 'रजिस्ट्रेशन हो गया। कृपया हमारे भेजे कोड से अपना ईमेल वेरिफ़ाई करें।',
  [AccountMessages.forgotSent]: 'अगर इस ईमेल का कोई अकाउंट है, तो हमने पासवर्ड बदलने का लिंक भेज दिया है।',
  // The settings page's answers (data rights): the same words as the site's own settings texts.
  [DataRightsMessages.passwordChanged]: 'आपका पासवर्ड बदल दिया गया। आपके दूसरे डिवाइस पर आप साइन आउट हो गए हैं।',
  [DataRightsMessages.wrongPassword]: 'मौजूदा पासवर्ड सही नहीं है।',
  [DataRightsMessages.samePassword]: 'नया पासवर्ड मौजूदा पासवर्ड से अलग होना चाहिए।',
  [DataRightsMessages.emailCodeSent]: 'हमने आपके नए ईमेल पते पर एक कोड भेजा है। बदलाव पक्का करने के लिए उसे लिखें।',
  [DataRightsMessages.emailChanged]: 'आपका ईमेल पता बदल दिया गया।',
  [DataRightsMessages.emailSame]: 'यह पहले से आपका ईमेल पता है।',
  [DataRightsMessages.noEmailChange]: 'पहले नया कोड मँगवाएँ।',
  [DataRightsMessages.accountDeleted]:
    'आपका अकाउंट डिलीट कर दिया गया। आपकी प्रोफ़ाइल और पोस्ट अब नहीं दिखतीं, और आपका डेटा हटा दिया जाएगा।',
  [DataRightsMessages.accountGone]: 'यह अकाउंट डिलीट कर दिया गया है।',
  [DataRightsMessages.exportQueued]: 'हम आपका डेटा तैयार कर रहे हैं। तैयार होते ही हम आपको डाउनलोड लिंक ईमेल करेंगे।',
  [DataRightsMessages.exportExpired]:
    'यह डाउनलोड लिंक पुराना हो गया है या सही नहीं है। अपनी सेटिंग्स से नया एक्सपोर्ट मँगवाएँ।',
  // The member's saved language (decision 390).
  [DataRightsMessages.languageSaved]: 'आपकी भाषा सहेज ली गई।',
  [DataRightsMessages.languageUnknown]: 'चुनी गई भाषा मान्य नहीं है।',
  'The language field is required.': 'भाषा चुनना ज़रूरी है।',
  // Saved searches (decision 350).
  [SavedSearchMessages.listed]: 'सहेजी गई खोजें',
  [SavedSearchMessages.saved]: 'खोज सहेज ली गई। इससे मेल खाती नई लिस्टिंग हम आपको ई-मेल करेंगे।',
  [SavedSearchMessages.changed]: 'सहेजी गई खोज बदल दी गई।',
  [SavedSearchMessages.deleted]: 'सहेजी गई खोज हटा दी गई।',
  [SavedSearchMessages.notFound]: 'सहेजी गई खोज नहीं मिली',
  [SavedSearchMessages.tooMany]: 'आप ज़्यादा से ज़्यादा 20 खोजें सहेज सकते हैं। पहले कोई एक हटाएँ।',
  [SavedSearchMessages.empty]: 'बताएँ कि क्या खोजना है: कोई शब्द, लिस्टिंग का प्रकार, श्रेणी, जगह या वेतन।',
  [SavedSearchMessages.salaryRange]: 'सबसे कम वेतन सबसे ज़्यादा वेतन से ऊपर नहीं हो सकता।',
  [SavedSearchMessages.salaryForJobs]: 'वेतन की सीमा सिर्फ़ नौकरियों की खोज के साथ सहेजी जा सकती है।',
  [SavedSearchMessages.categoryForRequirements]: 'श्रेणी सिर्फ़ ज़रूरतों की खोज के साथ सहेजी जा सकती है।',
  [SavedSearchMessages.onePlace]: 'कोई शहर या राज्य चुनें, दोनों नहीं।',
};

/**
 * True when an API answer's message is this English text or its Hindi (decision 393): the site asks the API
 * in the reader's language, and the few answers it tells apart by their words come in either.
 */
export function sameApiMessage(actual: string | null | undefined, english: string): boolean {
  return (
    actual === english || (actual !== undefined && actual !== null && actual === HINDI_MESSAGES[english])
  );
}

/** An API text in a language (the site's own fallbacks for an API answer): Hindi where the API has it. */
export function apiMessageIn(english: string, language: string): string {
  return language === 'hi' ? (HINDI_MESSAGES[english] ?? english) : english;
}
