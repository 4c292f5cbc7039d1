import { Link } from '@remix-run/react';

/**
 * The ad banners for the community's sister products (podcasts, stories, blogs, tutorials). Members get
 * the signed-in pages; visitors of the preview get the public copies (the seeds' dummy… routes).
 */
const BANNERS = [
  {
    title: 'IB Talks',
    text: 'Podcasts with the people who build restaurants. Watch now.',
    member: '/IBTalks',
    guest: '/dummyIBTalks',
    tone: 'podcast',
  },
  {
    title: 'The Phoenix Tale',
    text: 'Stories of restaurants that rose again.',
    member: '/the-phoenix-tale',
    guest: '/the-phoenix-tale',
    tone: 'story',
  },
  {
    title: 'Blogs',
    text: 'Ideas and news from the restaurant trade.',
    member: '/AllBlogs',
    guest: '/dummyAllBlogs',
    tone: 'blog',
  },
  {
    title: 'Tutorials',
    text: 'Short videos on running a better kitchen.',
    member: '/tutorialPage',
    guest: '/dummyTutorialPage',
    tone: 'tutorial',
  },
] as const;

export function SisterBanners({ audience }: { audience: 'member' | 'guest' }) {
  return (
    <ul className="sister-banners" aria-label="More from the community">
      {BANNERS.map((banner) => (
        <li key={banner.title}>
          <Link to={banner[audience]} className={`sister-banner sister-banner--${banner.tone}`}>
            <strong>{banner.title}</strong>
            <span>{banner.text}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
