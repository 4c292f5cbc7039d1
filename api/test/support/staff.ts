import type { StaffRole } from '@app/contracts';
import { SessionService } from '../../src/core/auth/session.service';
import { StaffService } from '../../src/modules/staff/staff.service';
import { freshIp } from './accounts';
import type { TestApi } from './api';

export interface StaffMember {
  id: number;
  role: StaffRole;
  token: string;
}

/**
 * A staff account of the role (created once per e-mail) with a live session, as the console's login
 * would open it. `name` tells two staff members of one role apart.
 */
export async function staffMember(api: TestApi, role: StaffRole, name: string = role): Promise<StaffMember> {
  const { id } = await api.app.get(StaffService).upsert({
    email: `${name}-${role}@restaurant.local`.toLowerCase(),
    password: 'a-long-test-password-1',
    name: `Test ${name}`,
    role,
  });
  return { id, role, token: await api.app.get(SessionService).issue('staff', id, 3600, role) };
}

/** Headers of a staff request from a fresh client address. */
export const staffAuth = (staff: { token: string }, ip = freshIp()) => ({
  Authorization: `Bearer ${staff.token}`,
  'X-Forwarded-For': ip,
});

/** The ra-data-simple-rest query of a list call. */
export const listQuery = (q: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(q).map(([k, v]) => [k, JSON.stringify(v)]));

/** A supertest parser that collects any response body as bytes (images, zips, CSV). */
export function bytes(res: unknown, done: (error: Error | null, body: Buffer) => void): void {
  // In Node the response handed to a parser is the incoming message stream.
  const stream = res as NodeJS.ReadableStream;
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  stream.on('end', () => done(null, Buffer.concat(chunks)));
}
