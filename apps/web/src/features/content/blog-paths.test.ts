import { describe, expect, it } from 'vitest';
import { buildBlogPagePath, readBlogPageNumber } from './blog-paths';

describe('blog paths', () => {
  it('leaves the page number off the first page', () => {
    expect(buildBlogPagePath(null)).toBe('/blog');
    expect(buildBlogPagePath('saving-money', 1)).toBe('/blog/category/saving-money');
    expect(buildBlogPagePath('saving-money', 3)).toBe('/blog/category/saving-money?page=3');
  });

  it('reads a whole page number above 0, else the first page', () => {
    expect(readBlogPageNumber('http://x/blog?page=2')).toBe(2);
    for (const page of ['0', '-1', '1.5', 'two', '']) {
      expect(readBlogPageNumber(`http://x/blog?page=${page}`)).toBe(1);
    }
    expect(readBlogPageNumber('/blog')).toBe(1);
  });
});
