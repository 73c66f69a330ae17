import { afterEach, describe, expect, it } from 'vitest';
import { absoluteApiBase, apiBase, websocketBase } from '../src/api/config.ts';

function setBase(content: string) {
  const meta = document.createElement('meta');
  meta.name = 'hcs-base-path';
  meta.content = content;
  document.head.append(meta);
}

afterEach(() => {
  for (const meta of document.querySelectorAll('meta[name="hcs-base-path"]')) meta.remove();
});

const page = (url: string) =>
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(url);

describe('apiBase', () => {
  it('defaults to /hcs', () => {
    expect(apiBase()).toBe('/hcs');
  });

  it('reads the meta tag the server fills in, without a trailing slash', () => {
    setBase('/care-api/');
    expect(apiBase()).toBe('/care-api');
  });

  it('treats an empty meta tag as the default and adds a missing leading slash', () => {
    setBase('  ');
    expect(apiBase()).toBe('/hcs');
    document.querySelector('meta[name="hcs-base-path"]')?.remove();
    setBase('api');
    expect(apiBase()).toBe('/api');
  });
});

describe('absolute bases', () => {
  it('builds the absolute API base and the websocket base from the page origin', () => {
    page('http://care.example:8080/dashboard/analysis');
    expect(absoluteApiBase()).toBe('http://care.example:8080/hcs');
    expect(websocketBase()).toBe('ws://care.example:8080/hcs');
  });

  it('uses wss on https pages', () => {
    page('https://care.example/user/login');
    expect(websocketBase()).toBe('wss://care.example/hcs');
  });

  it('follows an absolute configured base', () => {
    page('http://care.example/');
    setBase('https://api.example/hcs');
    expect(websocketBase()).toBe('wss://api.example/hcs');
  });
});
