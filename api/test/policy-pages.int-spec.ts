import { POLICY_SLUGS, type StaffPolicyPage } from '@app/contracts';
import { sanitizePolicyHtml } from '../src/modules/content/html-sanitizer';
import { freshIp } from './support/accounts';
import { useTestApi } from './support/api';
import { newMember } from './support/social';
import { listQuery, staffAuth, staffMember, type StaffMember } from './support/staff';

const api = useTestApi();
const { http } = api;

let editor: StaffMember;
let moderator: StaffMember;

beforeAll(async () => {
  [editor, moderator] = await Promise.all([
    staffMember(api, 'content_editor', 'policies'),
    staffMember(api, 'moderator', 'policies'),
  ]);
});

const visitor = () => ({ 'X-Forwarded-For': freshIp() });

async function pageBySlug(slug: string): Promise<StaffPolicyPage> {
  const res = await http()
    .get('/admin-api/policy-pages')
    .query(listQuery({ range: [0, 24] }))
    .set(staffAuth(editor))
    .expect(200);
  const page = (res.body as StaffPolicyPage[]).find((row) => row.slug === slug);
  if (!page) throw new Error(`no policy page ${slug}`);
  return page;
}

/** What the console sends back for a page: its fields, some changed. */
const inputOf = (page: StaffPolicyPage, changes: Partial<StaffPolicyPage> = {}) => {
  const { id: _id, public_url: _url, created_at: _c, updated_at: _u, ...fields } = { ...page, ...changes };
  return fields;
};

/** Runs `change` on a page and puts the page back as it was, whatever happened. */
async function withPage(slug: string, change: (page: StaffPolicyPage) => Promise<void>) {
  const page = await pageBySlug(slug);
  try {
    await change(page);
  } finally {
    const now = await pageBySlug(slug).catch(() => null);
    if (now) {
      await http().put(`/admin-api/policy-pages/${now.id}`).set(staffAuth(editor)).send(inputOf(page));
    } else {
      await http().post('/admin-api/policy-pages').set(staffAuth(editor)).send(inputOf(page));
    }
  }
}

describe('reading a policy page', () => {
  it('answers the English text without a token, as the site showed it before', async () => {
    const res = await http().get('/public/api/policies/privacypolicy').set(visitor()).expect(200);
    expect(res.body.data).toMatchObject({
      slug: 'privacypolicy',
      language: 'en',
      asked: 'en',
      binding_language: 'en',
      title: 'Privacy Policy',
      intro:
        'These terms explain who may use Restaurant Community, what we collect about you and what we do with it.',
      description: 'Terms of use and how Restaurant Community handles your personal data.',
    });
    expect(res.body.data.body).toContain('<h2>Who may use the community</h2>');
    expect(res.body.data.body).toContain(
      'described in the <a href="/deletionPolicy">account deletion policy</a>.',
    );
    expect(res.body.data.body).toContain('<p>Questions about your data: {{support_email}}.</p>');
  });

  it('answers the Hindi text for ?lang=hi and for a Hindi Accept-Language', async () => {
    const byParam = await http()
      .get('/public/api/policies/terms-and-conditions')
      .query({ lang: 'hi' })
      .set(visitor())
      .expect(200);
    expect(byParam.body.data).toMatchObject({ language: 'hi', asked: 'hi', title: 'नियम और शर्तें' });
    expect(byParam.body.data.body).toContain('<h2>मार्केटप्लेस</h2>');
    const byHeader = await http()
      .get('/public/api/policies/child-safety-policy')
      .set({ ...visitor(), 'Accept-Language': 'hi-IN,hi;q=0.9,en;q=0.5' })
      .expect(200);
    expect(byHeader.body.data).toMatchObject({ language: 'hi', title: 'बच्चों की सुरक्षा के नियम' });
    // ?lang= wins over the header.
    const english = await http()
      .get('/public/api/policies/child-safety-policy')
      .query({ lang: 'en' })
      .set({ ...visitor(), 'Accept-Language': 'hi' })
      .expect(200);
    expect(english.body.data).toMatchObject({ language: 'en', title: 'Child Safety Standards' });
  });

  it('falls back to English when the page has no Hindi text, and says so', async () => {
    await withPage('cancellation-policy', async (page) => {
      await http()
        .put(`/admin-api/policy-pages/${page.id}`)
        .set(staffAuth(editor))
        .send(inputOf(page, { title_hi: '', intro_hi: 'बचा हुआ परिचय', description_hi: null, body_hi: '' }))
        .expect(200);
      const res = await http()
        .get('/public/api/policies/cancellation-policy')
        .query({ lang: 'hi' })
        .set(visitor())
        .expect(200);
      expect(res.body.data).toMatchObject({
        language: 'en',
        asked: 'hi',
        title: 'Cancellation Policy',
        intro: 'What you pay for, when it starts and ends, and when you get your money back.',
      });
      // Without a Hindi title and body the page has no Hindi text: the other Hindi fields went with it.
      expect((await pageBySlug('cancellation-policy')).intro_hi).toBeNull();
    });
  });

  it('answers 404 for an address that is not a policy page, 422 for a language it does not know', async () => {
    await http().get('/public/api/policies/no-such-page').set(visitor()).expect(404);
    await http().get('/public/api/policies/privacypolicy').query({ lang: 'fr' }).set(visitor()).expect(422);
  });

  it('starts every page with bodies already as the sanitizer keeps them, Hindi for each', async () => {
    const rows: Array<{ slug: string; body_en: string; body_hi: string | null }> = await api.db.query(
      'SELECT slug, body_en, body_hi FROM policy_pages',
    );
    expect(rows.map((row) => row.slug).sort()).toEqual([...POLICY_SLUGS].sort());
    for (const row of rows) {
      expect(sanitizePolicyHtml(row.body_en)).toBe(row.body_en);
      expect(row.body_hi).not.toBeNull();
      expect(sanitizePolicyHtml(row.body_hi!)).toBe(row.body_hi);
    }
  });
});

describe('editing a policy page in the console', () => {
  it('lets a content editor change both languages; the body is cleaned and the site reads the change', async () => {
    await withPage('deletionPolicy', async (page) => {
      const res = await http()
        .put(`/admin-api/policy-pages/${page.id}`)
        .set(staffAuth(editor))
        .send(
          inputOf(page, {
            title_en: 'Deleting your account',
            body_en:
              '<p onclick="x()">Go to <a href="/Home/User/setting">Settings</a> or <a href="https://help.example/">help</a>.</p><script>alert(1)</script>',
            title_hi: 'अकाउंट डिलीट करना',
            body_hi: '<p>सेटिंग्स में जाएँ।</p><img src="https://tracker.example/p.gif">',
          }),
        )
        .expect(200);
      const saved = res.body as StaffPolicyPage;
      expect(saved.body_en).toBe(
        '<p>Go to <a href="/Home/User/setting">Settings</a> or <a href="https://help.example/" rel="noopener noreferrer nofollow" target="_blank">help</a>.</p>',
      );
      expect(saved.body_hi).toBe('<p>सेटिंग्स में जाएँ।</p>');
      expect(saved.public_url).toMatch(/\/deletionPolicy$/);

      const hindi = await http()
        .get('/public/api/policies/deletionPolicy')
        .query({ lang: 'hi' })
        .set(visitor())
        .expect(200);
      expect(hindi.body.data).toMatchObject({ language: 'hi', title: 'अकाउंट डिलीट करना' });
      const english = await http().get('/public/api/policies/deletionPolicy').set(visitor()).expect(200);
      expect(english.body.data.title).toBe('Deleting your account');
    });
  });

  it('refuses what a page may not hold', async () => {
    const page = await pageBySlug('privacypolicy');
    const put = (changes: Partial<StaffPolicyPage>) =>
      http().put(`/admin-api/policy-pages/${page.id}`).set(staffAuth(editor)).send(inputOf(page, changes));
    const empty = await put({ body_en: '' }).expect(422);
    expect(empty.body.errors.body_en).toEqual(['The English body field is required.']);
    // Only markup that the sanitizer drops is no body either.
    const dropped = await put({ body_en: '<script>alert(1)</script>' }).expect(422);
    expect(dropped.body.errors.body_en).toEqual(['The English body field is required.']);
    const long = await put({ body_en: `<p>${'a'.repeat(100_001)}</p>` }).expect(422);
    expect(long.body.errors.body_en).toEqual(['The English body may not be greater than 100000 characters.']);
    const halfHindi = await put({ title_hi: 'प्राइवेसी', body_hi: '' }).expect(422);
    expect(halfHindi.body.errors.body_hi).toEqual([
      'The Hindi body field is required when the Hindi title is given.',
    ]);
    await put({ title_hi: '', body_hi: '<p>बिना शीर्षक</p>' }).expect(422);
    await put({ slug: 'blog' as StaffPolicyPage['slug'] }).expect(422);
    await put({ title_en: 'x'.repeat(201) }).expect(422);
    // A second row for an address that has one.
    const taken = await http()
      .post('/admin-api/policy-pages')
      .set(staffAuth(editor))
      .send(inputOf(page))
      .expect(422);
    expect(taken.body.errors.slug).toEqual(['The slug has already been taken.']);
    // Nothing was saved.
    expect(await pageBySlug('privacypolicy')).toEqual(page);
  });

  it('deletes a page (the site answers 404) and creates it again', async () => {
    await withPage('child-safety-policy', async (page) => {
      await http().delete(`/admin-api/policy-pages/${page.id}`).set(staffAuth(editor)).expect(200);
      await http().get('/public/api/policies/child-safety-policy').set(visitor()).expect(404);
      const created = await http()
        .post('/admin-api/policy-pages')
        .set(staffAuth(editor))
        .send(inputOf(page))
        .expect(201);
      expect(created.body).toMatchObject({ slug: 'child-safety-policy', title_en: page.title_en });
      await http().get('/public/api/policies/child-safety-policy').set(visitor()).expect(200);
    });
  });

  it('is for content editors: a member or a moderator is refused', async () => {
    const page = await pageBySlug('terms-and-conditions');
    const member = await newMember(http, api.outbox);
    const asMember = { Authorization: `Bearer ${member.token}`, ...visitor() };
    await http().get('/admin-api/policy-pages').set(asMember).expect(401);
    await http().put(`/admin-api/policy-pages/${page.id}`).set(asMember).send(inputOf(page)).expect(401);
    await http().get('/admin-api/policy-pages').set(staffAuth(moderator)).expect(403);
    await http()
      .put(`/admin-api/policy-pages/${page.id}`)
      .set(staffAuth(moderator))
      .send(inputOf(page, { title_en: 'Changed' }))
      .expect(403);
    expect((await pageBySlug('terms-and-conditions')).title_en).toBe('Terms & Conditions');
  });
});
