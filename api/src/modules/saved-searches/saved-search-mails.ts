import type { MemberLanguage } from '@app/contracts';

/** A mail's words (the core `notice` template lays them out). */
interface Notice {
  subject: string;
  heading: string;
  paragraphs: string[];
}

/**
 * The saved-search mails (decisions 351, 352) in each language (decision 391): the member's saved
 * language picks them when the mail is queued.
 */
export const SavedSearchMailTexts: Record<
  MemberLanguage,
  {
    alert(firstName: string, title: string, url: string, site: string): Notice;
    digest(
      period: 'daily' | 'weekly',
      firstName: string,
      total: number,
      lines: string[],
      more: number,
      site: string,
    ): Notice;
  }
> = {
  en: {
    alert: (firstName, title, url, site) => ({
      subject: `New for your saved search: ${title.slice(0, 80)}`,
      heading: `Hello ${firstName}, a new listing matches your saved search`,
      paragraphs: [
        title,
        `See it: ${url}`,
        `Change or delete your saved searches: ${site}/Home/User/saved-searches`,
      ],
    }),
    digest: (period, firstName, total, lines, more, site) => ({
      subject: `${period === 'daily' ? 'Today' : 'This week'}: ${total} new listings for your saved searches`,
      heading: `Hello ${firstName}, new listings match your saved searches`,
      paragraphs: [
        ...lines,
        ...(more > 0 ? [`And ${more} more on the site.`] : []),
        `Change or delete your saved searches: ${site}/Home/User/saved-searches`,
      ],
    }),
  },
  hi: {
    alert: (firstName, title, url, site) => ({
      subject: `आपकी सहेजी गई खोज के लिए नया: ${title.slice(0, 80)}`,
      heading: `नमस्ते ${firstName}, एक नई लिस्टिंग आपकी सहेजी गई खोज से मेल खाती है`,
      paragraphs: [title, `देखें: ${url}`, `अपनी सहेजी गई खोजें बदलें या हटाएँ: ${site}/Home/User/saved-searches`],
    }),
    digest: (period, firstName, total, lines, more, site) => ({
      subject: `${period === 'daily' ? 'आज' : 'इस हफ़्ते'}: आपकी सहेजी गई खोजों के लिए ${total} नई लिस्टिंग`,
      heading: `नमस्ते ${firstName}, नई लिस्टिंग आपकी सहेजी गई खोजों से मेल खाती हैं`,
      paragraphs: [
        ...lines,
        ...(more > 0 ? [`और ${more} साइट पर।`] : []),
        `अपनी सहेजी गई खोजें बदलें या हटाएँ: ${site}/Home/User/saved-searches`,
      ],
    }),
  },
};
