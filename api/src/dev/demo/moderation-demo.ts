import type { INestApplicationContext } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { InvalidInputError } from '../../core/errors/domain-error';
import { ReportsService } from '../../modules/moderation/reports.service';
import { WatchedWordsService } from '../../modules/moderation/watched-words.service';
import { PostEditingService } from '../../modules/social/post-editing.service';
import { PostsService } from '../../modules/social/posts.service';
import { demoMemberIds } from './demo-members';

/** A watched phrase of the demo: posts with it are held for review. */
const DEMO_WATCHED_PHRASE = 'guaranteed followers';

const DEMO_FLAGGED = {
  childSafety: {
    author: 'owner2@restaurant.local',
    reporter: 'owner@restaurant.local',
    title: 'Kids cooking class this Sunday',
    description: 'Bring your children for a cooking class; photos will be posted here afterwards.',
  },
  watched: {
    author: 'vendor@restaurant.local',
    title: 'Grow your restaurant page',
    description: `Get ${DEMO_WATCHED_PHRASE} for your restaurant page, message me today.`,
  },
  spam: {
    author: 'chef@restaurant.local',
    reporter: 'vendor2@restaurant.local',
    title: 'Hiring line cooks',
    description: 'Line cooks wanted for the weekend rush, Surat. Good pay.',
  },
};

/**
 * Open review items for the console's queue (issue 13): a child-safety report, a watched-word finding and
 * a spam report, through the same services as the API. The demo accounts are backdated a month, as
 * established members (a report from an account younger than a day only queues; decision 124). Safe to
 * run again: a post is found by its author and title, a report that is open stays one.
 */
export async function seedModerationDemo(app: INestApplicationContext): Promise<void> {
  const ids = await demoMemberIds(app);
  const idOf = (email: string) => ids.get(email)!;
  await app
    .get(DataSource)
    .query('UPDATE users SET created_at = LEAST(created_at, NOW(3) - INTERVAL 30 DAY) WHERE id IN (?)', [
      [...ids.values()],
    ]);
  try {
    await app.get(WatchedWordsService).add(DEMO_WATCHED_PHRASE, null);
  } catch (error) {
    if (!(error instanceof InvalidInputError)) throw error; // already on the list
  }

  const posts = app.get(PostsService);
  const editing = app.get(PostEditingService);
  const postOf = async (demo: { author: string; title: string; description: string }) => {
    const authorId = idOf(demo.author);
    const existing = (await posts.feed(authorId, 1, 50, authorId)).data.find((p) => p.title === demo.title);
    return existing ?? editing.create(authorId, { title: demo.title, description: demo.description }, []);
  };
  const reports = app.get(ReportsService);
  const child = await postOf(DEMO_FLAGGED.childSafety);
  await reports.report(idOf(DEMO_FLAGGED.childSafety.reporter), {
    subject_type: 'post',
    subject_id: child.id,
    reason: 'child_safety',
    details: 'Pictures of children asked for in a public post.',
  });
  await postOf(DEMO_FLAGGED.watched);
  const spam = await postOf(DEMO_FLAGGED.spam);
  await reports.report(idOf(DEMO_FLAGGED.spam.reporter), {
    subject_type: 'post',
    subject_id: spam.id,
    reason: 'spam',
    details: 'Posted the same offer three times.',
  });
  console.log('Demo review queue loaded: a child-safety report, a watched-word finding and a spam report.');
}
