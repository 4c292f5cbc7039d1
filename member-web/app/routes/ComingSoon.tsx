import type { MetaFunction } from '@remix-run/node';

import { GoHome } from '../components/go-home';

export const meta: MetaFunction = () => [{ title: 'Coming Soon | Restaurant Community' }];

/** /ComingSoon: the seeds' Coming Soon page, for features announced but not open yet. */
export default function ComingSoon() {
  return (
    <div className="container page coming-soon">
      <h1>Coming Soon</h1>
      <p className="lead">We are working on this. Please check back later.</p>
      <GoHome to="/" />
    </div>
  );
}
