import { JwtService } from '@nestjs/jwt';
import { AppConfig } from '../src/core/config/app-config';
import type { TokenClaims } from '../src/core/auth/session.service';
import { StaffService } from '../src/modules/staff/staff.service';
import { freshIp, signUpVerified } from './support/accounts';
import { useTestApi } from './support/api';

const api = useTestApi();
const { http, outbox } = api;

/** Signs the token's claims again with the test secret, changed as given: what a leaked secret allows. */
function resign(token: string, secret: string, changes: Partial<TokenClaims>): string {
  const jwt = api.app.get(JwtService);
  const claims = jwt.decode<TokenClaims & { aud: string; exp: number; iat: number }>(token);
  return jwt.sign({ ...claims, ...changes }, { secret });
}

describe('sessions are bound to their account', () => {
  it('refuses a member token re-signed for another member (the session stays listed for its own)', async () => {
    const alice = await signUpVerified(http, outbox);
    const bob = await signUpVerified(http, outbox);
    const forged = resign(alice.token, api.app.get(AppConfig).JWT_SECRET, { sub: String(bob.id) });

    await http().get('/api/user').auth(forged, { type: 'bearer' }).expect(401);
    const own = await http().get('/api/user').auth(alice.token, { type: 'bearer' }).expect(200);
    expect(own.body.data.id).toBe(alice.id);
  });

  it('refuses a member token that claims a staff role', async () => {
    const carol = await signUpVerified(http, outbox);
    const forged = resign(carol.token, api.app.get(AppConfig).JWT_SECRET, { role: 'superadmin' });
    await http().get('/api/user').auth(forged, { type: 'bearer' }).expect(401);
  });

  it('refuses a staff token re-signed with a higher role, and takes the role from the session', async () => {
    const email = 'sessions-finance@restaurant.local';
    const password = 'a-long-test-password-2';
    await api.app.get(StaffService).upsert({ email, password, name: 'Finance Test', role: 'finance' });
    const login = await http()
      .post('/admin-api/auth/login')
      .set('X-Forwarded-For', freshIp())
      .send({ email, password })
      .expect(200);
    const token: string = login.body.token;
    const secret = api.app.get(AppConfig).STAFF_JWT_SECRET;

    // Watched words are for moderators and the superadmin: finance is refused, a forged role too.
    await http().get('/admin-api/watched-words').auth(token, { type: 'bearer' }).expect(403);
    for (const role of ['superadmin', 'moderator'] as const) {
      const forged = resign(token, secret, { role });
      await http().get('/admin-api/watched-words').auth(forged, { type: 'bearer' }).expect(401);
      await http().get('/admin-api/auth/me').auth(forged, { type: 'bearer' }).expect(401);
    }
    await http().get('/admin-api/auth/me').auth(token, { type: 'bearer' }).expect(200);
  });

  it('ends staff sessions when the role changes', async () => {
    const email = 'sessions-demoted@restaurant.local';
    const password = 'a-long-test-password-3';
    await api.app.get(StaffService).upsert({ email, password, name: 'Demoted', role: 'moderator' });
    const login = await http()
      .post('/admin-api/auth/login')
      .set('X-Forwarded-For', freshIp())
      .send({ email, password })
      .expect(200);
    await http().get('/admin-api/watched-words').auth(login.body.token, { type: 'bearer' }).expect(200);
    await api.app.get(StaffService).upsert({ email, password, name: 'Demoted', role: 'finance' });
    await http().get('/admin-api/watched-words').auth(login.body.token, { type: 'bearer' }).expect(401);
  });
});
