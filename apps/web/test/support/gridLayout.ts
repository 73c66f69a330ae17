import { vi } from 'vitest';

/**
 * Happy-dom lays nothing out: gives the grid's scroller its 400 px (or `scrollerHeight`) and everything else 61 px (a row),
 * so the virtualiser draws rows.
 */
export function mockGridLayout(scrollerHeight = 400): void {
  const height = (el: HTMLElement) => (el.classList.contains('hcs-grid__scroller') ? scrollerHeight : 61);
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const h = height(this);
    return {
      x: 0,
      y: 0,
      top: 0,
      left: 0,
      width: 1000,
      height: h,
      right: 1000,
      bottom: h,
      toJSON: () => ({}),
    };
  });
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return height(this);
  });
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(1000);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return height(this);
  });
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1000);
}
