import { SessionService } from '../src/core/auth/session.service';
import { StaffService } from '../src/modules/staff/staff.service';
import { freshIp } from './support/accounts';
import { useTestApi } from './support/api';

const api = useTestApi();
const { http } = api;

const paths = (document: { paths: Record<string, unknown> }) => Object.keys(document.paths);

describe('OpenAPI documents', () => {
  it('publishes the member and public faces without any /admin-api operation', async () => {
    const res = await http().get('/api/docs-json').expect(200);
    expect(paths(res.body)).toEqual(expect.arrayContaining(['/api/login', '/api/countries']));
    expect(paths(res.body).filter((path) => path.startsWith('/admin-api'))).toEqual([]);
    expect(JSON.stringify(res.body)).not.toContain('/admin-api/');
    // The browsable UI is there too.
    await http().get('/api/docs').expect(200);
  });

  it('serves the console operations to staff only', async () => {
    await http().get('/admin-api/docs-json').expect(401);
    const member = await api.app.get(SessionService).issue('member', 1, 300);
    await http().get('/admin-api/docs-json').auth(member, { type: 'bearer' }).expect(401);

    const email = 'docs-reader@restaurant.local';
    const password = 'a-long-test-password-4';
    await api.app.get(StaffService).upsert({ email, password, name: 'Docs Reader', role: 'content_editor' });
    const login = await http()
      .post('/admin-api/auth/login')
      .set('X-Forwarded-For', freshIp())
      .send({ email, password })
      .expect(200);
    const res = await http()
      .get('/admin-api/docs-json')
      .auth(login.body.token, { type: 'bearer' })
      .expect(200);
    expect(paths(res.body)).toEqual(
      expect.arrayContaining(['/admin-api/auth/login', '/admin-api/countries']),
    );
    expect(paths(res.body).every((path) => path.startsWith('/admin-api/'))).toBe(true);
  });
});
