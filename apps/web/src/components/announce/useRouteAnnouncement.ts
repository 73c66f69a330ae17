import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { announce } from '../../stores/announcer.ts';
import { requestHeadingFocus } from './headingFocus.ts';

/**
 * On a route change (a new path; a new query string alone is not one) the live region says the page's
 * `title` and focus moves to its heading. Not on the layout's first page, nor on where that page
 * redirected to (`/` to the landing page after login): there focus stays where the browser put it.
 */
export function useRouteAnnouncement(title: string | undefined): void {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const announced = useRef(pathname);
  const moved = useRef(false);
  useEffect(() => {
    if (announced.current === pathname) return;
    announced.current = pathname;
    if (!moved.current && navigationType === 'REPLACE') return;
    moved.current = true;
    if (title) announce(title);
    requestHeadingFocus();
  }, [pathname, navigationType, title]);
}
