import { REVIEW_RULES } from '@app/contracts';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import { AppConfig } from '../../core/config/app-config';
import { MailService } from '../../core/mail/mail.service';
import { MaintenanceTasksService } from '../../core/maintenance/maintenance-tasks';
import { MemberDirectory } from '../members';
import { NotificationPreferencesService } from '../notifications';
import { ReviewEntity } from './entities/review.entity';
import { ReviewTradesService, type Trade, windowClosesAt } from './review-trades';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The reminder's words (the core `notice` template lays them out). */
export const reviewReminderText = (
  firstName: string,
  otherName: string,
  title: string,
  days: number,
  url: string,
) => ({
  subject: `${days === 1 ? 'One day' : `${days} days`} left to review your trade with ${otherName}`,
  heading: 'How did it go?',
  paragraphs: [
    `Hello ${firstName},`,
    `You can review ${otherName} for "${title}" until ${days === 1 ? 'tomorrow' : `${days} days from now`}. Reviews help other members choose, and yours stays hidden until ${otherName} has written theirs or the time is up.`,
    `Write your review: ${url}`,
  ],
});

/** The same reminder in Hindi (decision 391). */
export const hindiReviewReminderText: typeof reviewReminderText = (
  firstName,
  otherName,
  title,
  days,
  url,
) => ({
  subject: `${otherName} के साथ अपने सौदे का रिव्यू करने के लिए ${days === 1 ? 'एक दिन' : `${days} दिन`} बचे हैं`,
  heading: 'कैसा रहा?',
  paragraphs: [
    `नमस्ते ${firstName},`,
    `आप "${title}" के लिए ${otherName} का रिव्यू ${days === 1 ? 'कल' : `${days} दिन बाद`} तक लिख सकते हैं। रिव्यू से दूसरे मेंबरों को चुनने में मदद मिलती है, और आपका रिव्यू तब तक छिपा रहता है जब तक ${otherName} अपना न लिख दें या समय पूरा न हो जाए।`,
    `अपना रिव्यू लिखें: ${url}`,
  ],
});

/**
 * Reminder mails 3 days and 1 day before a review window closes (issue 33, decision 282), to each side that
 * has not reviewed yet. An hourly maintenance task looks at the trades whose window closes in that many days,
 * within the hour; the dedupe key sends each reminder once even when two runs overlap. Optional mail: the
 * member's "marketplace activity" preference applies.
 */
@Injectable()
export class ReviewRemindersService implements OnModuleInit {
  constructor(
    @InjectRepository(ReviewEntity) private readonly reviews: Repository<ReviewEntity>,
    private readonly trades: ReviewTradesService,
    private readonly members: MemberDirectory,
    private readonly mail: MailService,
    private readonly prefs: NotificationPreferencesService,
    private readonly config: AppConfig,
    private readonly tasks: MaintenanceTasksService,
  ) {}

  onModuleInit(): void {
    this.tasks.register({
      name: 'reviews.remind-closing-windows',
      everyMs: HOUR,
      run: (now) => this.remind(now),
    });
  }

  async remind(now: Date): Promise<{ reminded: number }> {
    let reminded = 0;
    for (const days of REVIEW_RULES.reminderDays) {
      // Windows closing in (days - 1 hour, days]: concluded that long before the window's length.
      const closesBy = now.getTime() + days * DAY - REVIEW_RULES.windowDays * DAY;
      const trades = await this.trades.concludedBetween(new Date(closesBy - HOUR), new Date(closesBy));
      reminded += await this.remindAll(trades, days);
    }
    return { reminded };
  }

  private async remindAll(trades: Trade[], days: number): Promise<number> {
    if (!trades.length) return 0;
    const written = await this.reviews.find({
      select: { trade_type: true, trade_id: true, author_id: true },
      where: { trade_id: In(trades.map((t) => t.id)) },
    });
    const wrote = new Set(written.map((r) => `${r.trade_type}:${r.trade_id}:${r.author_id}`));
    const people = await this.members.factsOf(trades.flatMap((t) => [t.ownerId, t.otherId]));
    let sent = 0;
    for (const trade of trades) {
      for (const [memberId, otherId] of [
        [trade.ownerId, trade.otherId],
        [trade.otherId, trade.ownerId],
      ] as const) {
        const member = people.get(memberId);
        const other = people.get(otherId);
        if (!member || member.banned || !other || wrote.has(`${trade.type}:${trade.id}:${memberId}`))
          continue;
        if (!(await this.prefs.allowsMail(memberId, 'marketplace_activity'))) continue;
        const url = new URL('/Home/User/reviews', this.config.PUBLIC_WEB_URL).toString();
        await this.mail.send(
          { email: member.email, language: member.language },
          'notice',
          (member.language === 'hi' ? hindiReviewReminderText : reviewReminderText)(
            member.first_name,
            other.full_name,
            trade.title,
            days,
            url,
          ),
          `review-reminder-${trade.type}-${trade.id}-${memberId}-${days}-${windowClosesAt(trade.tradedAt!).getTime()}`,
        );
        sent++;
      }
    }
    return sent;
  }
}
