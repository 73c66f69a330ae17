import type { MouseEvent } from 'react';
import { requestHeadingFocus } from '../../components/announce/headingFocus.ts';

/** The id of the layout's `<main>`, where 跳到主要内容 leads. */
export const MAIN_CONTENT_ID = 'hcs-main-content';

/**
 * 跳到主要内容: the first stop of Tab on every page of the shell, shown only while it has the focus. It
 * moves the focus to the page's heading (as a route change does), or to the content itself when the
 * page has none, so the next Tab goes to the page's first control rather than through the menu.
 */
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    requestHeadingFocus();
    if (!main.contains(document.activeElement)) main.focus({ preventScroll: true });
    if (main.getBoundingClientRect().top < 0) window.scrollTo({ top: 0 });
  };
  return (
    <a className="hcs-skip-link" href={`#${MAIN_CONTENT_ID}`} onClick={skip}>
      跳到主要内容
    </a>
  );
}
