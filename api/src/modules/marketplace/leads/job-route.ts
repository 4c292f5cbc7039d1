import { UserType } from '@app/contracts';
import type { MatchRoute } from './match-route';
import { monthlyMinor, positionPhrases } from './job-match';

/**
 * Jobs → professionals (decision 345): the professionals who want one of the job's position phrases in
 * the job's city, with a minimum monthly salary at most the job's (`job_alert_targets`, keyed by
 * position, city and professional).
 */
export const JOB_ROUTE: MatchRoute = {
  subject: 'job',
  table: 'jobs',
  open: 't.held_at IS NULL AND t.is_closed = 0 AND t.expired_at IS NULL',
  targets: 'job_alert_targets',
  leads: { table: 'job_leads', listing: 'job_id', member: 'member_id' },
  memberType: UserType.Manpower,
  // Only professionals who let employers see their profile (decision 211).
  profiles: { table: 'manpower_profiles', suggestable: 'p.cv_consent_at IS NOT NULL' },
  async load(db, id) {
    const [row]: Array<{
      id: number;
      user_id: number;
      title: string;
      position: string;
      description: string | null;
      city_id: number | null;
      salary_minor: string | number;
      per: 0 | 1;
    }> = await db.query(
      'SELECT id, user_id, title, position, description, city_id, salary_minor, per FROM jobs WHERE id = ?',
      [id],
    );
    if (!row?.city_id) return null;
    const monthly = monthlyMinor(Number(row.salary_minor), row.per === 1 ? 1 : 0);
    return {
      id: row.id,
      user_id: row.user_id,
      title: row.title,
      summary: [row.position, row.description ?? ''].filter(Boolean).join(' · ').slice(0, 300),
      ranges: positionPhrases(row.position).map((phrase) => ({
        where: 't.position_key = ? AND t.city_id = ? AND t.min_salary_minor <= ?',
        params: [phrase, row.city_id, monthly],
      })),
    };
  },
  notification: { kind: 'job_alert', link: '/ManpowerListings/job-alerts' },
  mail: (job, member, site) => ({
    subject: `A job for you: ${job.title.slice(0, 80)}`,
    heading: `Hello ${member.first_name}, a restaurant is hiring for what you want`,
    paragraphs: [
      job.title,
      job.summary,
      `See it and apply: ${site}/ManpowerListings/job-alerts`,
      `Choose how we mail you job alerts: ${site}/Home/User/notification-settings`,
    ],
  }),
  digest: (titles, member, site) => ({
    subject: `Jobs for you today (${titles.length})`,
    heading: `Hello ${member.first_name}, restaurants are hiring for what you want`,
    paragraphs: [
      ...titles,
      `See them and apply: ${site}/ManpowerListings/job-alerts`,
      `Choose how we mail you job alerts: ${site}/Home/User/notification-settings`,
    ],
  }),
};
