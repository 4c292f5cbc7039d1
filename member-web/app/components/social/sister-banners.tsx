import { Link } from '@remix-run/react';

import { useT } from '../../i18n/i18n';

/**
 * The ad banners for the community's sister products (podcasts, stories, blogs, tutorials). Members get
 * the signed-in pages; visitors of the preview get the public copies (the seeds' dummy… routes). `key`:
 * the banner's title and text in the social catalogue (sisterBanners.<key>).
 */
const BANNERS = [
  {
    key: 'ibTalks',
    member: '/IBTalks',
    guest: '/dummyIBTalks',
    tone: 'podcast',
  },
  {
    key: 'phoenix',
    member: '/the-phoenix-tale',
    guest: '/the-phoenix-tale',
    tone: 'story',
  },
  {
    key: 'blogs',
    member: '/AllBlogs',
    guest: '/dummyAllBlogs',
    tone: 'blog',
  },
  {
    key: 'tutorials',
    member: '/tutorialPage',
    guest: '/dummyTutorialPage',
    tone: 'tutorial',
  },
] as const;

export function SisterBanners({ audience }: { audience: 'member' | 'guest' }) {
  const { t } = useT('social');
  return (
    <ul className="sister-banners" aria-label={t('sisterBanners.label')}>
      {BANNERS.map((banner) => (
        <li key={banner.key}>
          <Link to={banner[audience]} className={`sister-banner sister-banner--${banner.tone}`}>
            <strong>{t(`sisterBanners.${banner.key}.title`)}</strong>
            <span>{t(`sisterBanners.${banner.key}.text`)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
