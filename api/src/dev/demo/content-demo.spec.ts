import { PODCAST_SERIES } from '@app/contracts';
import { DEMO_PODCASTS, DEMO_TUTORIALS } from './content-demo';

describe('the demo content', () => {
  it('links WATCH NOW to no search-results page: a demo video that is not there says it is coming', () => {
    for (const demo of [...DEMO_PODCASTS, ...DEMO_TUTORIALS])
      expect({ title: demo.title, link: demo.link }).toEqual({ title: demo.title, link: '' });
  });

  it('gives every series episodes of its own, so each tab of the series pages has something to show', () => {
    for (const series of PODCAST_SERIES)
      expect(DEMO_PODCASTS.filter((p) => p.series === series).length).toBeGreaterThanOrEqual(2);
  });
});
