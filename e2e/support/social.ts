import { DEMO_MEMBER_PASSWORD, DEMO_MEMBERS_BY_ROLE } from '@app/contracts/demo';
import { deflateSync } from 'node:zlib';

import { createVerifiedMember } from './mail';
import { urls } from './urls';

/** A member the journeys sign in as: credentials and the name the site shows. */
export interface Member {
  email: string;
  password: string;
  name: string;
}

/** The seeded demo members (development password). */
export const demoMembers = {
  owner: { ...DEMO_MEMBERS_BY_ROLE.owner, password: DEMO_MEMBER_PASSWORD },
  owner2: { ...DEMO_MEMBERS_BY_ROLE.owner2, password: DEMO_MEMBER_PASSWORD },
  vendor: { ...DEMO_MEMBERS_BY_ROLE.vendor, password: DEMO_MEMBER_PASSWORD },
} satisfies Record<string, Member>;

/** Letters only (names are letters), different on every run so searches and lists find this run's data. */
export function uniqueWord(length = 8): string {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  let word = '';
  for (let i = 0; i < length; i++) word += letters[Math.floor(Math.random() * letters.length)];
  return word[0]!.toUpperCase() + word.slice(1);
}

/** A fresh verified member with the given first and last name. */
export async function freshMember(prefix: string, firstName: string, lastName: string): Promise<Member> {
  const { email, password } = await createVerifiedMember(prefix, {
    first_name: firstName,
    last_name: lastName,
  });
  return { email, password, name: `${firstName} ${lastName}` };
}

/** A member's API token, for preparing data the journey is not about. */
export async function apiToken(member: Member): Promise<string> {
  const response = await fetch(`${urls.api}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ email: member.email, password: member.password, remember_me: '0' }),
  });
  const body = (await response.json()) as { data: { authorization: string; id: number } };
  if (!response.ok) throw new Error(`login answered ${response.status}`);
  return body.data.authorization.replace(/^Bearer\s+/i, '');
}

/** The member's id, from GET user. */
export async function memberId(member: Member): Promise<number> {
  const response = await fetch(`${urls.api}/api/user`, {
    headers: { accept: 'application/json', authorization: `Bearer ${await apiToken(member)}` },
  });
  return ((await response.json()) as { data: { id: number } }).data.id;
}

/** Creates a text post through the API; answers its id. */
export async function postViaApi(
  member: Member,
  fields: { title: string; description?: string },
): Promise<number> {
  const body = new FormData();
  body.append('title', fields.title);
  if (fields.description) body.append('description', fields.description);
  const response = await fetch(`${urls.api}/api/posts`, {
    method: 'POST',
    headers: { accept: 'application/json', authorization: `Bearer ${await apiToken(member)}` },
    body,
  });
  if (response.status !== 201 && response.status !== 200)
    throw new Error(`POST posts answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { data: { id: number } }).data.id;
}

/**
 * A small PNG of one colour: each call with another colour is a different image (so the perceptual-hash
 * blocklist never mistakes one journey's upload for another's).
 */
export function pngImage(name: string, rgb: [number, number, number], size = 48) {
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(size * 3).map((_, i) => rgb[i % 3]!)]);
  // A diagonal stripe gives the image some structure.
  const rows = Array.from({ length: size }, (_, y) => {
    const line = Buffer.from(row);
    for (let x = Math.max(0, y - 2); x < Math.min(size, y + 2); x++) line.fill(255, 1 + x * 3, 4 + x * 3);
    return line;
  });
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const buffer = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return { name, mimeType: 'image/png', buffer };
}

function crc32(data: Buffer): number {
  let crc = ~0;
  for (const byte of data) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

/** A call of the member API with a member's token; its `data`, or an error naming the answer. */
export async function memberApi(token: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${urls.api}/api/${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      authorization: `Bearer ${token}`,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { data: Record<string, unknown> }).data;
}

/** Two fresh members who follow each other (so they may talk without a trade), with their tokens and ids. */
export async function mutualFollowers() {
  const asha = await freshMember('asha', 'Asha', uniqueWord());
  const bilal = await freshMember('bilal', 'Bilal', uniqueWord());
  const [ashaToken, bilalToken] = await Promise.all([apiToken(asha), apiToken(bilal)]);
  const [ashaId, bilalId] = await Promise.all([memberId(asha), memberId(bilal)]);
  await memberApi(ashaToken, 'POST', 'users/follow', { followee_id: bilalId });
  await memberApi(bilalToken, 'POST', 'users/follow-action-type', { follower_id: ashaId, action_type: 1 });
  await memberApi(bilalToken, 'POST', 'users/follow', { followee_id: ashaId });
  await memberApi(ashaToken, 'POST', 'users/follow-action-type', { follower_id: bilalId, action_type: 1 });
  return { asha, bilal, ashaToken, bilalToken, ashaId, bilalId };
}
