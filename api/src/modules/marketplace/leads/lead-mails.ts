import type { MemberFacts } from '../../members';
import type { MatchRoute, RouteMail, RoutedListing, RoutedSubject } from './match-route';

/**
 * The lead mails in Hindi (issue 35, decision 391), per routed kind: the same words as each route's
 * English `mail` and `digest`, in the trade's everyday Hindi (docs/hindi-glossary.md). The member's saved
 * language picks one when the mail is queued; the routes themselves stay as they are.
 */
const HINDI: Record<RoutedSubject, Pick<MatchRoute, 'mail' | 'digest'>> = {
  requirement: {
    mail: (listing, vendor, site) => ({
      subject: `आपके कारोबार के लिए नई ज़रूरत: ${listing.title.slice(0, 80)}`,
      heading: `नमस्ते ${vendor.first_name}, एक रेस्टोरेंट को वह चाहिए जो आप बेचते हैं`,
      paragraphs: [
        listing.title,
        listing.summary,
        `देखें और अपना कोटेशन भेजें: ${site}/VendorListing/leads`,
        `चुनें कि हम आपको लीड कैसे ईमेल करें: ${site}/Home/User/notification-settings`,
      ],
    }),
    digest: (titles, vendor, site) => ({
      subject: `आज आपके कारोबार के लिए ज़रूरतें (${titles.length})`,
      heading: `नमस्ते ${vendor.first_name}, रेस्टोरेंटों को वह चाहिए जो आप बेचते हैं`,
      paragraphs: [
        ...titles,
        `देखें और अपने कोटेशन भेजें: ${site}/VendorListing/leads`,
        `चुनें कि हम आपको लीड कैसे ईमेल करें: ${site}/Home/User/notification-settings`,
      ],
    }),
  },
  job: {
    mail: (job, member, site) => ({
      subject: `आपके लिए एक नौकरी: ${job.title.slice(0, 80)}`,
      heading: `नमस्ते ${member.first_name}, एक रेस्टोरेंट वैसी नौकरी दे रहा है जैसी आप चाहते हैं`,
      paragraphs: [
        job.title,
        job.summary,
        `देखें और आवेदन करें: ${site}/ManpowerListings/job-alerts`,
        `चुनें कि हम आपको जॉब अलर्ट कैसे ईमेल करें: ${site}/Home/User/notification-settings`,
      ],
    }),
    digest: (titles, member, site) => ({
      subject: `आज आपके लिए नौकरियाँ (${titles.length})`,
      heading: `नमस्ते ${member.first_name}, रेस्टोरेंट वैसी नौकरियाँ दे रहे हैं जैसी आप चाहते हैं`,
      paragraphs: [
        ...titles,
        `देखें और आवेदन करें: ${site}/ManpowerListings/job-alerts`,
        `चुनें कि हम आपको जॉब अलर्ट कैसे ईमेल करें: ${site}/Home/User/notification-settings`,
      ],
    }),
  },
};

const inLanguageOf = (route: MatchRoute, member: MemberFacts) =>
  member.language === 'hi' ? HINDI[route.subject] : route;

/** The instant mail of one lead, in the member's language. */
export function leadMail(
  route: MatchRoute,
  listing: RoutedListing,
  member: MemberFacts,
  site: string,
): RouteMail {
  return inLanguageOf(route, member).mail(listing, member, site);
}

/** The daily mail of the leads that waited, in the member's language. */
export function leadDigestMail(
  route: MatchRoute,
  titles: string[],
  member: MemberFacts,
  site: string,
): RouteMail {
  return inLanguageOf(route, member).digest(titles, member, site);
}

/** Where a mail to a member goes: their address and their language. */
export const mailTo = (member: Pick<MemberFacts, 'email' | 'language'>) => ({
  email: member.email,
  language: member.language,
});
