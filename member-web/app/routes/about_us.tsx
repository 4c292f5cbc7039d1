import type { MetaFunction } from '@remix-run/node';
import { Link } from '@remix-run/react';

import { PolicyPage, SupportEmailLink } from '../components/policy-page';
import { StatsList } from '../components/stats-list';
import { PUBLIC_PAGE } from '../page-cache';

/** Signed-out visitors get this page from shared caches (decision 310). */
export const handle = PUBLIC_PAGE;

export const meta: MetaFunction = () => [
  { title: 'About Us | Restaurant Community' },
  { name: 'description', content: 'Restaurant Community is the first global restaurant community.' },
];

export default function AboutUs() {
  return (
    <PolicyPage title="About Us" intro="Restaurant Community is the first global restaurant community.">
      <p>
        We bring together the people of the restaurant trade: restaurant owners, the vendors who supply them
        with materials and services, and restaurant professionals — chefs, captains, managers and job seekers.
        Members post on a shared feed, follow each other, and with Elite membership find jobs and CVs, vendors
        and manpower, franchise opportunities, and used equipment and restaurants for sale.
      </p>

      <h2>In numbers</h2>
      <StatsList />

      <h2>Who can join</h2>
      <p>
        The community is for adults aged 18 and over. <Link to="/join">Sign up</Link> as a restaurant owner,
        vendor or restaurant professional.
      </p>

      <h2>Contact</h2>
      <p>
        <SupportEmailLink />
      </p>
    </PolicyPage>
  );
}
