import { STAFF_ROLES } from '@app/contracts';
import { randomBytes } from 'node:crypto';
import { useTestApi } from './support/api';
import { listQuery, staffAuth, staffMember } from './support/staff';

const api = useTestApi();
const { http } = api;

const word = () => 'Audit' + [...randomBytes(6)].map((b) => String.fromCharCode(97 + (b % 26))).join('');

describe('the audit log', () => {
  it('records who added and deleted a watched word, with role, address and before/after', async () => {
    const [moderator, admin] = await Promise.all([
      staffMember(api, 'moderator', 'audit'),
      staffMember(api, 'superadmin', 'audit'),
    ]);
    const text = word();
    const created = await http()
      .post('/admin-api/watched-words')
      .set(staffAuth(moderator, '10.77.1.2'))
      .send({ word: text })
      .expect(201);
    await http()
      .delete(`/admin-api/watched-words/${created.body.id}`)
      .set(staffAuth(moderator, '10.77.1.3'))
      .expect(200);

    const list = await http()
      .get('/admin-api/audit-log')
      .query(listQuery({ filter: { target_type: 'watched_word', target_id: created.body.id } }))
      .set(staffAuth(admin))
      .expect(200);
    expect(list.headers['content-range']).toMatch(/^audit-log 0-1\/2$/);
    expect(list.body).toEqual([
      expect.objectContaining({
        staff: { id: moderator.id, name: 'Test audit', role: 'moderator' },
        action: 'watched_word.delete',
        target_id: created.body.id,
        before: expect.objectContaining({ word: text }),
        after: null,
        ip: '10.77.1.3',
      }),
      expect.objectContaining({
        action: 'watched_word.create',
        after: expect.objectContaining({ word: text }),
        ip: '10.77.1.2',
        created_at: expect.any(String),
      }),
    ]);
  });

  it('filters by staff member and action, and leaves out failed writes', async () => {
    const [moderator, admin] = await Promise.all([
      staffMember(api, 'moderator', 'filter'),
      staffMember(api, 'superadmin', 'audit'),
    ]);
    await http().post('/admin-api/watched-words').set(staffAuth(moderator)).send({ word: '!!' }).expect(422);
    await http()
      .post('/admin-api/watched-words')
      .set(staffAuth(moderator))
      .send({ word: word() })
      .expect(201);
    const mine = await http()
      .get('/admin-api/audit-log')
      .query(listQuery({ filter: { staff_id: moderator.id, action: 'watched_word.create' } }))
      .set(staffAuth(admin))
      .expect(200);
    expect(mine.body.length).toBeGreaterThanOrEqual(1);
    expect(mine.body.every((e: { staff: { id: number } }) => e.staff.id === moderator.id)).toBe(true);
    await http()
      .get('/admin-api/audit-log')
      .query({ sort: '["password","ASC"]' })
      .set(staffAuth(admin))
      .expect(422);
  });

  it('is read by the superadmin only; nobody writes or deletes through the API', async () => {
    for (const role of STAFF_ROLES.filter((r) => r !== 'superadmin')) {
      const staff = await staffMember(api, role, 'audit-roles');
      await http().get('/admin-api/audit-log').set(staffAuth(staff)).expect(403);
    }
    const admin = await staffMember(api, 'superadmin', 'audit');
    await http().get('/admin-api/audit-log').expect(401);
    await http().post('/admin-api/audit-log').set(staffAuth(admin)).send({}).expect(404);
    await http().delete('/admin-api/audit-log/1').set(staffAuth(admin)).expect(404);
  });
});
