import { DataSource } from 'typeorm';
import { seedMarketplaceDemo } from '../src/dev/demo/marketplace-demo';
import { useTestApi } from './support/api';

const api = useTestApi();

/** The demo owner's marketplace rows, by kind. */
async function demoRows() {
  const [row] = await api.app.get(DataSource).query(`
    SELECT
      (SELECT COUNT(*) FROM requirements r JOIN users u ON u.id = r.user_id WHERE u.email = 'owner@restaurant.local') AS requirements,
      (SELECT COUNT(*) FROM requirement_quotes q JOIN users u ON u.id = q.vendor_id WHERE u.email = 'vendor@restaurant.local') AS quotes,
      (SELECT COUNT(*) FROM jobs j JOIN users u ON u.id = j.user_id WHERE u.email = 'owner@restaurant.local') AS jobs,
      (SELECT COUNT(*) FROM jobs j JOIN users u ON u.id = j.user_id WHERE u.email = 'owner@restaurant.local' AND j.is_closed = 1) AS closed_jobs,
      (SELECT COUNT(*) FROM job_applications a JOIN users u ON u.id = a.applicant_id WHERE u.email = 'chef@restaurant.local') AS applications,
      (SELECT COUNT(*) FROM franchise_offers f JOIN users u ON u.id = f.user_id WHERE u.email = 'owner@restaurant.local') AS franchise,
      (SELECT COUNT(*) FROM restaurant_sales s JOIN users u ON u.id = s.user_id WHERE u.email = 'owner@restaurant.local') AS sales,
      (SELECT COUNT(*) FROM restaurant_profiles p JOIN users u ON u.id = p.user_id WHERE u.email = 'owner@restaurant.local') AS profiles,
      (SELECT COUNT(*) FROM manpower_profiles p JOIN users u ON u.id = p.user_id WHERE u.email = 'chef@restaurant.local' AND p.resume_key LIKE 'private/resumes/%') AS resumes,
      (SELECT COUNT(*) FROM job_applications a JOIN users u ON u.id = a.applicant_id WHERE u.email = 'chef@restaurant.local' AND a.status = 'reviewed') AS reviewed`);
  return Object.fromEntries(Object.entries(row as Record<string, unknown>).map(([k, v]) => [k, Number(v)]));
}

describe('marketplace demo data', () => {
  it('loads the demo owner’s listings, a quote, the chef’s profile with a resume and their reviewed application, and changes nothing when run again', async () => {
    jest.spyOn(console, 'log').mockImplementation(() => undefined);
    await seedMarketplaceDemo(api.app);
    const first = await demoRows();
    expect(first).toEqual({
      requirements: 3,
      quotes: 1,
      jobs: 3,
      closed_jobs: 1,
      applications: 1,
      franchise: 1,
      sales: 1,
      profiles: 1,
      resumes: 1,
      reviewed: 1,
    });
    await seedMarketplaceDemo(api.app);
    expect(await demoRows()).toEqual(first);
  });
});
