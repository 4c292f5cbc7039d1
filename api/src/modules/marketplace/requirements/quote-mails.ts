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

type Person = Pick<MemberFacts, 'id' | 'email' | 'first_name' | 'full_name' | 'business_name'>;

const who = (member: Person) =>
  member.business_name ? `${member.full_name} (${member.business_name})` : member.full_name;

/** The texts of the quote mails (decision 108), beside the code that sends them. */
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

/** Queues the quote mails on the `email` queue; each is sent once (its dedupe key). */
@Injectable()
export class QuoteMails {
  private readonly logger = new Logger(QuoteMails.name);

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
    const text = QuoteMailTexts.newQuote(
      owner,
      vendor,
      title,
      rate.toLocaleString('en-IN'),
      this.link(`/RecievedQuote/${requirementId}`),
    );
    await this.mail.send(owner.email, 'notice', text, `quote-${quoteId}`);
  }

  /** To the accepted vendor, and to every other quoting vendor that it went elsewhere. */
  async awarded(requirementId: number, title: string, owner: Person, winner: Person, others: Person[]) {
    const url = this.link('/VendorListing/requirements');
    if (await this.prefs.allowsMail(winner.id, 'marketplace_activity'))
      await this.mail.send(
        winner.email,
        'notice',
        QuoteMailTexts.accepted(winner, owner, title, url),
        `award-${requirementId}-accepted-${winner.id}`,
      );
    for (const other of others)
      if (await this.prefs.allowsMail(other.id, 'marketplace_activity'))
        await this.mail.send(
          other.email,
          'notice',
          QuoteMailTexts.awardedElsewhere(other, title, url),
          `award-${requirementId}-elsewhere-${other.id}`,
        );
    this.logger.log({ msg: 'quote awarded', requirementId, notified: others.length + 1 });
  }
}
