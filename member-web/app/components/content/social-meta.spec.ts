import { describe, expect, it } from '@jest/globals';
import { socialMeta } from './social-meta';

const SEO = {
  title: 'Monsoon menu',
  description: 'Steamed momos and ginger chai',
  image: 'https://files.example/posts/7/abc-feed.jpg',
  url: 'https://site.example/postsnotAuth/7',
};

describe('social meta', () => {
  it('states the shared picture’s size when it is known', () => {
    const tags = socialMeta({ ...SEO, imageSize: { width: 1013, height: 1350 } }, 'Post');
    expect(tags).toContainEqual({ property: 'og:image:width', content: '1013' });
    expect(tags).toContainEqual({ property: 'og:image:height', content: '1350' });
  });

  it('leaves the size out when it is not', () => {
    const tags = socialMeta(SEO, 'Post');
    expect(tags).toContainEqual({ property: 'og:image', content: SEO.image });
    expect(tags.some((tag) => 'property' in tag && String(tag.property).startsWith('og:image:'))).toBe(false);
  });
});
