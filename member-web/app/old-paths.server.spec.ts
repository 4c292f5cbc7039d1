import { describe, expect, it } from '@jest/globals';

import { OLD_PATHS, redirectOldPath } from './old-paths.server';

const where = (path: string) => {
  const response = redirectOldPath(new Request(`http://site.test${path}`));
  return { status: response.status, location: response.headers.get('Location') };
};

describe('the old product’s paths (decision 215)', () => {
  it('move for good to their present pages', () => {
    expect(where('/UserStore')).toEqual({ status: 301, location: '/Register' });
    expect(where('/Posts')).toEqual({ status: 301, location: '/Home/User' });
    expect(where('/PostFeed')).toEqual({ status: 301, location: '/Home/User' });
    expect(where('/Country')).toEqual({ status: 301, location: '/RegisterNew' });
    expect(where('/RestaurantAll')).toEqual({ status: 301, location: '/RestaurantList' });
  });

  it('keep a post’s id where the page has one, and fall back to the feed without a usable id', () => {
    for (const path of ['/PostsShow', '/CommentShow', '/Comment', '/LikeStore'])
      expect(where(`${path}?id=42`)).toEqual({ status: 301, location: '/posts/42' });
    for (const id of ['', 'abc', '0', '-3', '1e3', '12345678901'])
      expect(where(`/PostsShow?id=${id}`).location).toBe('/Home/User');
    // Only posts' pages take an id.
    expect(where('/Posts?id=42').location).toBe('/Home/User');
  });

  it('match whatever the case and a trailing slash', () => {
    expect(where('/restaurantall/').location).toBe('/RestaurantList');
    expect(where('/POSTSSHOW?id=7').location).toBe('/posts/7');
  });

  it('cover every path the seeds list as gone', () => {
    expect(Object.keys(OLD_PATHS).sort()).toEqual(
      [
        '/userstore',
        '/posts',
        '/postsshow',
        '/commentshow',
        '/likestore',
        '/comment',
        '/country',
        '/postfeed',
        '/restaurantall',
      ].sort(),
    );
  });
});
