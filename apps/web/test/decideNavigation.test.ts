import { describe, expect, it } from 'vitest';
import { decideNavigation } from '../src/app/router/decideNavigation.ts';
import { safeRedirect } from '../src/app/router/redirect.ts';

const base = { search: '', hasToken: false, menuLoaded: false };

describe('decideNavigation without a token', () => {
  it.each(['/user/login', '/user/register', '/user/register-result', '/user/alteration'])(
    'renders the public path %s',
    (pathname) => {
      expect(decideNavigation({ ...base, pathname })).toEqual({ kind: 'render' });
    },
  );

  it('sends any other path to login with the full requested path as redirect', () => {
    expect(decideNavigation({ ...base, pathname: '/system/user', search: '?a=1&b=2' })).toEqual({
      kind: 'redirect',
      to: `/user/login?redirect=${encodeURIComponent('/system/user?a=1&b=2')}`,
    });
  });

  it('protects the root and the failure page too, keeping the path to come back to', () => {
    expect(decideNavigation({ ...base, pathname: '/' })).toEqual({
      kind: 'redirect',
      to: '/user/login?redirect=%2F',
    });
    expect(decideNavigation({ ...base, pathname: '/404' })).toEqual({
      kind: 'redirect',
      to: '/user/login?redirect=%2F404',
    });
  });
});

describe('decideNavigation with a token', () => {
  const signedIn = { ...base, hasToken: true };

  it('forwards the login page to the page asked for before, else to the landing page', () => {
    // The moment a sign-in starts the session the login page is still shown: it must not lose the redirect.
    expect(decideNavigation({ ...signedIn, pathname: '/user/login', search: '?redirect=%2Fx' })).toEqual({
      kind: 'redirect',
      to: '/x',
    });
    expect(
      decideNavigation({ ...signedIn, pathname: '/user/login', search: '?redirect=%2F%2Fevil.example' }),
    ).toEqual({ kind: 'redirect', to: '/' });
    expect(decideNavigation({ ...signedIn, menuLoaded: true, pathname: '/user/login' })).toEqual({
      kind: 'redirect',
      to: '/',
    });
  });

  it('loads the menu first, then goes to the requested path', () => {
    expect(decideNavigation({ ...signedIn, pathname: '/system/user', search: '?page=2' })).toEqual({
      kind: 'loadMenu',
      target: '/system/user?page=2',
    });
  });

  it('loads the menu first, then goes to the redirect query when there is one', () => {
    expect(
      decideNavigation({
        ...signedIn,
        pathname: '/dashboard/analysis',
        search: '?redirect=%2Fsystem%2Frole%3Fq%3D1',
      }),
    ).toEqual({ kind: 'loadMenu', target: '/system/role?q=1' });
  });

  it('ignores a redirect query that leaves the app', () => {
    expect(
      decideNavigation({
        ...signedIn,
        pathname: '/dashboard/analysis',
        search: '?redirect=https%3A%2F%2Fevil.example',
      }),
    ).toEqual({ kind: 'loadMenu', target: '/dashboard/analysis?redirect=https%3A%2F%2Fevil.example' });
  });

  it('renders once the menu is loaded', () => {
    expect(decideNavigation({ ...signedIn, menuLoaded: true, pathname: '/system/user' })).toEqual({
      kind: 'render',
    });
  });
});

describe('safeRedirect', () => {
  it('keeps in-app paths only', () => {
    expect(safeRedirect('/system/user?x=1')).toBe('/system/user?x=1');
    expect(safeRedirect('//evil.example/')).toBeNull();
    expect(safeRedirect('/\\evil.example')).toBeNull();
    expect(safeRedirect('https://evil.example')).toBeNull();
    expect(safeRedirect('')).toBeNull();
    expect(safeRedirect(null)).toBeNull();
  });
});
