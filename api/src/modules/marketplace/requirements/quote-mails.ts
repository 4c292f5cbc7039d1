import { NotificationPreferencesService } from '../../notifications';
import { Injectable, Logger } from '@nestjs/common';
import { AppConfig } from '../../../core/config/app-config';
import { MailService } from '../../../core/mail/mail.service';
import type { MemberFacts } from '../../members';

/** A mail's words (the core `notice` template lays them out). */
interface Notice {
  subject: string;
  heading: string;
  paragraphs: string[];
}

type Person = Pick<MemberFacts, 'id' | 'email' | 'first_name' | 'full_name' | 'business_name' | 'language'>;

const who = (member: Person) =>
  member.business_name ? `${member.full_name} (${member.business_name})` : member.full_name;

/** The texts of the quote mails (decision 108), beside the code that sends them; Hindi below. */
export const QuoteMailTexts = {
  newQuote: (owner: Person, vendor: Person, title: string, rate: string, url: string): Notice => ({
    subject: `New quote for your requirement "${title}"`,
    heading: 'You received a quote',
    paragraphs: [
      `Hello ${owner.first_name},`,
      `${who(vendor)} quoted Rs. ${rate} for your requirement "${title}".`,
      `Compare the quotes and accept one: ${url}`,
    ],
  }),
  accepted: (vendor: Person, owner: Person, title: string, url: string): Notice => ({
    subject: `Your quote for "${title}" was accepted`,
    heading: 'Your quote was accepted',
    paragraphs: [
      `Hello ${vendor.first_name},`,
      `${who(owner)} accepted your quote for the requirement "${title}". They will contact you to go ahead.`,
      `See the requirements: ${url}`,
    ],
  }),
  awardedElsewhere: (vendor: Person, title: string, url: string): Notice => ({
    subject: `The requirement "${title}" was awarded to another vendor`,
    heading: 'The requirement was awarded elsewhere',
    paragraphs: [
      `Hello ${vendor.first_name},`,
      `Thank you for your quote. The owner of the requirement "${title}" accepted another vendor's quote.`,
      `More requirements are waiting for quotes: ${url}`,
    ],
  }),
};

/** The quote mails in Hindi (decision 391): the same data, the recipient's language chooses. */
export const HindiQuoteMailTexts: typeof QuoteMailTexts = {
  newQuote: (owner, vendor, title, rate, url) => ({
    subject: `आपकी ज़रूरत "${title}" के लिए नया कोटेशन`,
    heading: 'आपको एक कोटेशन मिला है',
    paragraphs: [
      `नमस्ते ${owner.first_name},`,
      `${who(vendor)} ने आपकी ज़रूरत "${title}" के लिए Rs. ${rate} का कोटेशन भेजा है।`,
      `कोटेशन की तुलना करें और एक स्वीकार करें: ${url}`,
    ],
  }),
  accepted: (vendor, owner, title, url) => ({
    subject: `"${title}" के लिए आपका कोटेशन स्वीकार हो गया`,
    heading: 'आपका कोटेशन स्वीकार हो गया',
    paragraphs: [
      `नमस्ते ${vendor.first_name},`,
      `${who(owner)} ने ज़रूरत "${title}" के लिए आपका कोटेशन स्वीकार कर लिया है। आगे की बात के लिए वे आपसे संपर्क करेंगे।`,
      `ज़रूरतें देखें: ${url}`,
    ],
  }),
  awardedElsewhere: (vendor, title, url) => ({
    subject: `ज़रूरत "${title}" किसी दूसरे वेंडर को दे दी गई`,
    heading: 'ज़रूरत किसी और को दे दी गई',
    paragraphs: [
      `नमस्ते ${vendor.first_name},`,
      `आपके कोटेशन के लिए धन्यवाद। ज़रूरत "${title}" के मालिक ने किसी दूसरे वेंडर का कोटेशन स्वीकार कर लिया है।`,
      `और भी ज़रूरतें कोटेशन का इंतज़ार कर रही हैं: ${url}`,
    ],
  }),
};

/** The texts in a member's language. */
const textsFor = (person: Person) => (person.language === 'hi' ? HindiQuoteMailTexts : QuoteMailTexts);

/** Where a mail to a member goes: their address and their language. */
const to = (person: Person) => ({ email: person.email, language: person.language });

/** Queues the quote mails on the `email` queue; each is sent once (its dedupe key). */
@Injectable()
export class QuoteMailsService {
  private readonly logger = new Logger(QuoteMailsService.name);

  constructor(
    private readonly mail: MailService,
    private readonly config: AppConfig,
    private readonly prefs: NotificationPreferencesService,
  ) {}

  private link(path: string): string {
    return new URL(path, this.config.PUBLIC_WEB_URL).toString();
  }

  /** To the requirement's owner for a vendor's first quote on it. */
  async newQuote(
    quoteId: number,
    requirementId: number,
    owner: Person,
    vendor: Person,
    title: string,
    rate: number,
  ) {
    if (!(await this.prefs.allowsMail(owner.id, 'marketplace_activity'))) return;
    const text = textsFor(owner).newQuote(
      owner,
      vendor,
      title,
      rate.toLocaleString('en-IN'),
      this.link(`/RecievedQuote/${requirementId}`),
    );
    await this.mail.send(to(owner), 'notice', text, `quote-${quoteId}`);
  }

  /** To the accepted vendor, and to every other quoting vendor that it went elsewhere. */
  async awarded(requirementId: number, title: string, owner: Person, winner: Person, others: Person[]) {
    const url = this.link('/VendorListing/requirements');
    if (await this.prefs.allowsMail(winner.id, 'marketplace_activity'))
      await this.mail.send(
        to(winner),
        'notice',
        textsFor(winner).accepted(winner, owner, title, url),
        `award-${requirementId}-accepted-${winner.id}`,
      );
    for (const other of others)
      if (await this.prefs.allowsMail(other.id, 'marketplace_activity'))
        await this.mail.send(
          to(other),
          'notice',
          textsFor(other).awardedElsewhere(other, title, url),
          `award-${requirementId}-elsewhere-${other.id}`,
        );
    this.logger.log({ msg: 'quote awarded', requirementId, notified: others.length + 1 });
  }
}
