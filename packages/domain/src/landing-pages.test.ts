import { describe, expect, it } from 'vitest';
import { CITY_PAGE_SLUGS, CITY_PAGES, LANDING_PAGE_SLUGS, LANDING_PAGES } from './landing-pages';

describe('landing and city pages', () => {
  it('define each path once, and only the paths the router has', () => {
    expect(LANDING_PAGES.map((page) => page.slug)).toEqual([...LANDING_PAGE_SLUGS]);
    expect(CITY_PAGES.map((city) => city.slug)).toEqual([...CITY_PAGE_SLUGS]);
  });
});
