import type { MetaFunction } from '@remix-run/node';

import { GoHome } from '../components/go-home';
import { metaT, useT } from '../i18n/i18n';

export const meta: MetaFunction = ({ matches }) => [
  { title: metaT(matches, 'common')('comingSoon.metaTitle') },
];

/** /ComingSoon: the seeds' Coming Soon page, for features announced but not open yet. */
export default function ComingSoon() {
  const { t } = useT('common');
  return (
    <div className="container page coming-soon">
      <h1>{t('comingSoon.title')}</h1>
      <p className="lead">{t('comingSoon.text')}</p>
      <GoHome to="/" />
    </div>
  );
}
