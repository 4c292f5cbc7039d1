import type { INestApplicationContext } from '@nestjs/common';
import sharp from 'sharp';
import { CommentsService } from '../../modules/social/comments.service';
import { PostEditingService } from '../../modules/social/post-editing.service';
import { PostLikesService } from '../../modules/social/post-likes.service';
import { PostsService } from '../../modules/social/posts.service';
import { demoMemberIds } from './demo-members';

interface DemoPost {
  author: string;
  title: string;
  description: string;
  location: string;
  tags: string;
  /** Background colours of the generated pictures (none: a text-only post). */
  pictures: string[];
  likedBy: string[];
  comments: Array<{ by: string; body: string }>;
}

const DEMO_POSTS: DemoPost[] = [
  {
    author: 'owner@restaurant.local',
    title: 'Our new tandoor is here',
    description: 'Paneer tikka and fresh naan all week at Spice Route Kitchen. Come hungry!',
    location: 'Surat',
    tags: 'tandoor,paneer',
    pictures: ['#c2410c', '#f59e0b'],
    likedBy: ['owner2@restaurant.local', 'vendor@restaurant.local', 'chef@restaurant.local'],
    comments: [
      { by: 'chef@restaurant.local', body: 'Looks great, congratulations!' },
      { by: 'owner@restaurant.local', body: 'Thank you, see you soon.' },
    ],
  },
  {
    author: 'vendor@restaurant.local',
    title: 'Fresh vegetables every morning',
    description: 'Surat Fresh Supplies delivers to restaurants before 7 am. Ask for our weekly rates.',
    location: 'Surat',
    tags: 'vegetables,supplies',
    pictures: ['#15803d'],
    likedBy: ['owner@restaurant.local'],
    comments: [{ by: 'owner2@restaurant.local', body: 'Do you deliver near the Tapi riverfront?' }],
  },
  {
    author: 'chef@restaurant.local',
    title: 'Chef available for banquets',
    description: 'Ten years of North Indian and tandoor cooking. Open to full-time roles in Gujarat.',
    location: 'Surat',
    tags: 'chef,jobs',
    pictures: [],
    likedBy: ['owner@restaurant.local', 'captain@restaurant.local'],
    comments: [],
  },
  {
    author: 'owner2@restaurant.local',
    title: 'Monsoon menu at Tapi Riverside Cafe',
    description: 'Bhajiyas, masala chai and a view of the river.',
    location: 'Surat',
    tags: 'monsoon,cafe',
    pictures: ['#1d4ed8', '#0f766e', '#7c3aed'],
    likedBy: [],
    comments: [{ by: 'vendor2@restaurant.local', body: 'We can supply the steel serving trays.' }],
  },
];

/** Simple generated pictures (coloured cards with circles), as the PNG uploads of a post form. */
function pictures(colours: string[]) {
  return Promise.all(
    colours.map(async (colour, i) => ({ fieldname: `medias[${i}]`, buffer: await picture(colour, i) })),
  );
}

function picture(colour: string, index: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900">
    <rect width="100%" height="100%" fill="${colour}"/>
    <circle cx="${300 + index * 150}" cy="450" r="220" fill="#ffffff" fill-opacity="0.35"/>
    <circle cx="900" cy="${250 + index * 100}" r="120" fill="#000000" fill-opacity="0.15"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/**
 * Posts with images, likes and comments among the demo members, through the same services as the API
 * (images re-encoded and stored, derivatives queued for the worker). Safe to run again: a post is found by
 * its author and title, a like or comment that exists is left alone.
 */
export async function seedSocialDemo(app: INestApplicationContext): Promise<void> {
  const ids = await demoMemberIds(app);
  const idOf = (email: string) => ids.get(email)!;

  const posts = app.get(PostsService);
  const editing = app.get(PostEditingService);
  const likes = app.get(PostLikesService);
  const comments = app.get(CommentsService);
  let created = 0;
  for (const demo of DEMO_POSTS) {
    const authorId = idOf(demo.author);
    const existing = (await posts.feed(authorId, 1, 50, authorId)).data.find((p) => p.title === demo.title);
    const { title, description, location, tags } = demo;
    const post =
      existing ??
      (await editing.create(authorId, { title, description, location, tags }, await pictures(demo.pictures)));
    if (!existing) created++;

    for (const email of demo.likedBy) {
      if (!(await posts.get(idOf(email), post.id)).is_liked) await likes.toggle(idOf(email), post.id);
    }
    const said = await comments.list(authorId, post.id, 1);
    for (const { by, body } of demo.comments) {
      if (!said.some((c) => c.user_id === idOf(by) && c.body === body))
        await comments.add(idOf(by), post.id, body);
    }
  }
  console.log(`Demo posts loaded: ${created} new of ${DEMO_POSTS.length}, with likes and comments.`);
}
