import { MIGRATIONS } from '@app/migrations';
import { AppConfig } from '../src/core/config/app-config';
import { freshIp } from './support/accounts';
import { useTestApi } from './support/api';
import { staffAuth, staffMember } from './support/staff';

/** The console's status page (issue 37): what the superadmin sees, and that it reveals no secret. */
const api = useTestApi();
const { http } = api;

describe('system status', () => {
  it('shows versions, migrations, each service, queues, the last hour of requests and the last backup', async () => {
    await http().get('/api/countries/101').set('X-Forwarded-For', freshIp()).expect(200);
    const admin = await staffMember(api, 'superadmin');
    const res = await http().get('/admin-api/status').set(staffAuth(admin)).expect(200);
    const status = res.body;
    expect(status).toMatchObject({
      version: expect.any(String),
      node: process.version,
      environment: 'test',
      migrations: { applied: MIGRATIONS.length, known: MIGRATIONS.length, pending: [] },
    });
    expect(status.migrations.last).toBe(MIGRATIONS.at(-1)!.name);
    const byName = Object.fromEntries(
      (status.services as Array<{ name: string; status: string }>).map((s) => [s.name, s.status]),
    );
    expect(byName).toMatchObject({ database: 'up', redis: 'up', storage: 'up' });
    // No mail catcher or payment sandbox runs in the API specs: they are reported, as down.
    expect(Object.keys(byName)).toEqual(expect.arrayContaining(['smtp', 'payu', 'razorpay']));
    expect(status.queues.map((q: { queue: string }) => q.queue)).toEqual(
      expect.arrayContaining(['email', 'invoice', 'backup']),
    );
    expect(status.requests.requests).toBeGreaterThanOrEqual(1);
    expect(status.requests.p95_seconds).toEqual(expect.any(Number));
    expect(status).toHaveProperty('last_backup');

    // Nothing secret: no setting's value that is a secret, no credentials of a URL.
    const text = JSON.stringify(status);
    for (const secret of [
      'JWT_SECRET',
      'STAFF_JWT_SECRET',
      'PAYU_SALT',
      'RAZORPAY_KEY_SECRET',
      'PII_ENCRYPTION_KEY',
    ])
      expect(text).not.toContain((api.app.get(AppConfig) as unknown as Record<string, string>)[secret]);
    expect(text).not.toMatch(/mysql:\/\/|redis:\/\/|smtp:\/\//);
  }, 30_000);

  it('is refused to every other role and to members', async () => {
    for (const role of ['moderator', 'finance', 'content_editor'] as const)
      await http()
        .get('/admin-api/status')
        .set(staffAuth(await staffMember(api, role)))
        .expect(403);
    await http().get('/admin-api/status').set('X-Forwarded-For', freshIp()).expect(401);
  });
});
