import type { INestApplicationContext } from '@nestjs/common';
import { ReportReason } from '@app/contracts';
import { AccountsService } from '../../modules/accounts/accounts.service';
import { ReportsService } from '../../modules/moderation/reports.service';
import { PostsService } from '../../modules/social/posts.service';
import { DEMO_MEMBER_PASSWORD, DEMO_MEMBERS } from './demo-data';

/** Reports among the demo members, so the console's review queue has something to decide. */
const DEMO_REPORTS = [
  {
    reporter: 'owner2@restaurant.local',
    author: 'vendor@restaurant.local',
    title: 'Fresh vegetables every morning',
    reason: ReportReason.Spam,
    details: 'Posts the same rate card every day.',
  },
  {
    reporter: 'chef@restaurant.local',
    author: 'owner2@restaurant.local',
    title: 'Monsoon menu at Tapi Riverside Cafe',
    reason: ReportReason.Other,
    details: 'The photos are from another cafe.',
  },
];

/**
 * Open review items for the console (issue 13), made through the report route's service, after the social
 * demo's posts exist. Safe to run again: a member's open report of the same post is not repeated.
 * Neither reason hides the post, so the demo feed stays as it is.
 */
export async function seedModerationDemo(app: INestApplicationContext): Promise<void> {
  const accounts = app.get(AccountsService);
  const posts = app.get(PostsService);
  const reports = app.get(ReportsService);
  const idOf = async (email: string) =>
    (
      await accounts.upsertVerifiedMember({
        ...DEMO_MEMBERS.find((member) => member.email === email)!,
        password: DEMO_MEMBER_PASSWORD,
      })
    ).id;
  let created = 0;
  for (const demo of DEMO_REPORTS) {
    const authorId = await idOf(demo.author);
    const post = (await posts.feed(authorId, 1, 50, authorId)).data.find((p) => p.title === demo.title);
    if (!post) continue;
    const { created: isNew } = await reports.report(await idOf(demo.reporter), {
      subject_type: 'post',
      subject_id: post.id,
      reason: demo.reason,
      details: demo.details,
    });
    if (isNew) created++;
  }
  console.log(`Demo reports loaded: ${created} new of ${DEMO_REPORTS.length}.`);
}
