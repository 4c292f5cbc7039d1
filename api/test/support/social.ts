import type { Post } from '@app/contracts';
import sharp from 'sharp';
import type request from 'supertest';
import { bearer, type MailOutbox, signUpVerified } from './accounts';

type Http = () => ReturnType<typeof request>;
export type Member = Awaited<ReturnType<typeof signUpVerified>>;

export const newMember = (http: Http, outbox: MailOutbox, overrides: Record<string, unknown> = {}) =>
  signUpVerified(http, outbox, overrides);

/** A JPEG carrying EXIF (camera and a GPS-like description) that the API must strip. */
export function photo(width = 1600, height = 1200, colour = '#3366aa'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg()
    .withExif({ IFD0: { Make: 'SecretCam', ImageDescription: 'home at 21.17N 72.83E' } })
    .toBuffer();
}

/** Creates a post through the API (multipart), with the given images as medias[0], medias[1], … */
export async function createPost(
  http: Http,
  author: Member,
  fields: Record<string, string>,
  images: Buffer[] = [],
): Promise<Post> {
  let req = http().post('/api/posts').set(bearer(author));
  for (const [name, value] of Object.entries(fields)) req = req.field(name, value);
  images.forEach(
    (image, i) =>
      (req = req.attach(`medias[${i}]`, image, { filename: `p${i}.jpg`, contentType: 'image/jpeg' })),
  );
  const res = await req;
  if (res.status !== 201) throw new Error(`post not created: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data as Post;
}

/** Downloads a public file by its URL from the app itself. */
export async function download(
  http: Http,
  url: string,
): Promise<{ status: number; type: string; body: Buffer }> {
  const res = await http()
    .get(new URL(url).pathname)
    .buffer(true)
    .parse((r, cb) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c));
      r.on('end', () => cb(null, Buffer.concat(chunks)));
    });
  return { status: res.status, type: String(res.headers['content-type']), body: res.body as Buffer };
}

/** A word no other test uses, for searches and titles. */
export const uniqueWord = (prefix = 'zq') =>
  `${prefix}${Math.random().toString(36).slice(2, 10).replace(/[0-9]/g, 'k')}`;
