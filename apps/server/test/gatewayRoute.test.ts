import { createServer, type IncomingHttpHeaders, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  type PageResult,
  GATEWAY_PREFIX_MESSAGE as PREFIX_MESSAGE,
  GATEWAY_URI_MESSAGE as URI_MESSAGE,
  GATEWAY_URI_PARTS_MESSAGE as URI_PARTS_MESSAGE,
} from '@hcs/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GatewayRouteTable } from '../src/modules/gateway/routeTable.ts';
import { startTestServer, type TestServer } from './support/testServer.ts';

let server: TestServer;
let admin: string;
let staff: string;
let upstream: Server;
let upstreamUrl: string;

interface Seen {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

interface Route {
  id: string;
  name: string;
  pathPrefix: string;
  status: number;
  status_dictText?: string;
  stripPrefix_dictText?: string;
  isPublic_dictText?: string;
}

beforeAll(async () => {
  // The upstream tells what it received; it answers 201 with a header of its own.
  upstream = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const seen: Seen = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      res.writeHead(201, {
        'content-type': 'application/json',
        'x-upstream': 'yes',
        'keep-alive': 'timeout=5',
      });
      res.end(JSON.stringify(seen));
    });
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  server = await startTestServer({ HCS_LOGIN_CAPTCHA: 'off' });
  [admin, staff] = await Promise.all([server.tokenFor('admin'), server.tokenFor('fuwu')]);
});
afterAll(async () => {
  await server.close();
  await new Promise((resolve) => upstream.close(resolve));
});

const unique = () => `r${Date.now()}${Math.random().toString(36).slice(2, 6)}`;

async function addRoute(body: Record<string, unknown>) {
  const res = await server.post('/sys/gatewayRoute/add', { name: '测试路由', ...body }, admin);
  expect(res.body).toMatchObject({ success: true, message: '添加成功！' });
  const page = (
    await server.get<PageResult<Route>>(`/sys/gatewayRoute/list?pathPrefix=${body.pathPrefix}`, admin)
  ).body.result;
  const route = page.records.find((r) => r.pathPrefix === body.pathPrefix);
  if (!route) throw new Error('route not listed');
  return route;
}

async function proxied(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token: string | null,
  payload?: string,
  headers: Record<string, string> = {},
) {
  const res = await server.app.inject({
    method,
    url,
    headers: { ...(token ? { 'x-access-token': token } : {}), ...headers },
    ...(payload === undefined ? {} : { payload }),
  });
  return { status: res.statusCode, headers: res.headers, body: res.body, seen: () => res.json() as Seen };
}

describe('gateway routes', () => {
  it('proxies a new route at once, streaming method, headers and body, without our token', async () => {
    const prefix = `/gw/${unique()}`;
    expect((await proxied('GET', `${prefix}/items`, admin)).status).toBe(404);
    const added = await addRoute({ pathPrefix: prefix, uri: `${upstreamUrl}/api/`, stripPrefix: 1 });
    expect(added).toMatchObject({
      status_dictText: '启用',
      stripPrefix_dictText: '是',
      isPublic_dictText: '否',
    });

    const get = await proxied('GET', `${prefix}/items?a=1&b=%E4%B8%AD`, admin, undefined, {
      'x-custom': 'v',
    });
    expect(get.status).toBe(201);
    expect(get.headers['x-upstream']).toBe('yes');
    expect(get.headers['keep-alive']).toBeUndefined();
    const seen = get.seen();
    expect(seen).toMatchObject({ method: 'GET', url: '/api/items?a=1&b=%E4%B8%AD' });
    expect(seen.headers['x-custom']).toBe('v');
    expect(seen.headers['x-access-token']).toBeUndefined();
    expect(seen.headers['x-forwarded-prefix']).toBe(prefix);
    expect(seen.headers['x-forwarded-for']).toBeTruthy();

    const body = JSON.stringify({ text: '你好', n: 1 });
    const post = await proxied('POST', prefix, admin, body, { 'content-type': 'application/json' });
    expect(post.seen()).toMatchObject({ method: 'POST', url: '/api', body });
    const put = await proxied('PUT', `${prefix}/x`, admin, 'plain text', { 'content-type': 'text/plain' });
    expect(put.seen()).toMatchObject({ method: 'PUT', url: '/api/x', body: 'plain text' });
    const binary = await proxied('POST', `${prefix}/b`, admin, 'raw', {
      'content-type': 'application/octet-stream',
    });
    expect(binary.seen().body).toBe('raw');
    expect((await proxied('DELETE', `${prefix}/x`, admin)).seen().method).toBe('DELETE');

    // A prefix matches whole segments only.
    expect((await proxied('GET', `${prefix}extra`, admin)).status).toBe(404);
  });

  it('keeps the prefix when told, stops when disabled, and needs a session unless public', async () => {
    const prefix = `/gw/${unique()}`;
    const route = await addRoute({ pathPrefix: prefix, uri: upstreamUrl, stripPrefix: 0 });
    expect((await proxied('GET', `${prefix}/a`, admin)).seen().url).toBe(`${prefix}/a`);

    const anonymous = await proxied('GET', `${prefix}/a`, null);
    expect(anonymous.status).toBe(401);
    expect(JSON.parse(anonymous.body)).toMatchObject({ success: false, message: 'Token失效，请重新登录' });
    // A token in the query string does not count: it would be passed on to the upstream.
    expect((await proxied('GET', `${prefix}/a?token=${admin}`, null)).status).toBe(401);
    // Any signed-in user may use a route; the permissions guard its definitions.
    expect((await proxied('GET', `${prefix}/a`, staff)).status).toBe(201);

    const edit = (changes: object) =>
      server.put(
        '/sys/gatewayRoute/edit',
        { id: route.id, name: route.name, pathPrefix: prefix, uri: upstreamUrl, stripPrefix: 0, ...changes },
        admin,
      );
    expect((await edit({ isPublic: 1 })).body).toMatchObject({ success: true, message: '编辑成功!' });
    expect((await proxied('GET', `${prefix}/a`, null)).status).toBe(201);

    await edit({ isPublic: 1, status: 0 });
    expect((await proxied('GET', `${prefix}/a`, admin)).status).toBe(404);
    await edit({ isPublic: 1, status: 1 });
    expect((await proxied('GET', `${prefix}/a`, admin)).status).toBe(201);

    await server.del(`/sys/gatewayRoute/delete?id=${route.id}`, admin);
    expect((await proxied('GET', `${prefix}/a`, admin)).status).toBe(404);
  });

  it('reaches every server copy through the version stamp', async () => {
    const otherCopy = new GatewayRouteTable(server.ctx.db.kysely, 0);
    const prefix = `/gw/${unique()}`;
    expect(await otherCopy.match(`${prefix}/x`)).toBeNull();
    await addRoute({ pathPrefix: prefix, uri: upstreamUrl });
    expect(await otherCopy.match(`${prefix}/x`)).toMatchObject({ pathPrefix: prefix, stripPrefix: true });
  });

  it('refuses prefixes outside /gw/, non-http upstreams, duplicates and dot segments', async () => {
    const cases: [object, string][] = [
      [{ pathPrefix: '/hcs/sys', uri: upstreamUrl }, PREFIX_MESSAGE],
      [{ pathPrefix: '/system/user', uri: upstreamUrl }, PREFIX_MESSAGE],
      [{ pathPrefix: '/gw', uri: upstreamUrl }, PREFIX_MESSAGE],
      [{ pathPrefix: '/gw/', uri: upstreamUrl }, PREFIX_MESSAGE],
      [{ pathPrefix: '/gw/a/../b', uri: upstreamUrl }, PREFIX_MESSAGE],
      [{ pathPrefix: 'gw/a', uri: upstreamUrl }, PREFIX_MESSAGE],
      [{ pathPrefix: '/gw/a', uri: 'ftp://127.0.0.1/x' }, URI_MESSAGE],
      [{ pathPrefix: '/gw/a', uri: 'javascript:alert(1)' }, URI_MESSAGE],
      [{ pathPrefix: '/gw/a', uri: '127.0.0.1:8080' }, URI_MESSAGE],
      [{ pathPrefix: '/gw/a', uri: 'http://user:pw@127.0.0.1/' }, URI_PARTS_MESSAGE],
      [{ pathPrefix: '/gw/a', uri: 'http://127.0.0.1/?q=1' }, URI_PARTS_MESSAGE],
      [{ pathPrefix: '/gw/a', uri: '' }, '请输入上游地址'],
    ];
    for (const [body, message] of cases) {
      const res = await server.post('/sys/gatewayRoute/add', { name: 'x', ...body }, admin);
      expect({ body, message: res.body.message }).toEqual({ body, message });
    }
    const prefix = `/gw/${unique()}`;
    await addRoute({ pathPrefix: prefix, uri: upstreamUrl });
    const dup = await server.post(
      '/sys/gatewayRoute/add',
      { name: 'x', pathPrefix: prefix, uri: upstreamUrl },
      admin,
    );
    expect(dup.body).toMatchObject({ success: false, message: '该路径前缀已被其他路由使用' });

    // Over a real socket: the test client would resolve the dot segments before sending.
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.app.server.address() as AddressInfo;
    const status = (path: string) =>
      new Promise<number>((resolve, reject) => {
        request({ host: '127.0.0.1', port, path, headers: { 'x-access-token': admin } }, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        })
          .on('error', reject)
          .end();
      });
    expect(await status(`${prefix}/../secret`)).toBe(400);
    expect(await status(`${prefix}/%2e%2E/secret`)).toBe(400);
    expect(await status(`${prefix}/a/%2Fb`)).toBe(400);
    expect(await status(`${prefix}/a`)).toBe(201);

    // A body without a content type is streamed on as well.
    const echoed = await new Promise<Seen>((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port,
          path: `${prefix}/raw`,
          method: 'POST',
          headers: { 'x-access-token': admin },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')) as Seen));
        },
      );
      req.on('error', reject);
      req.write('first,');
      req.end('second');
    });
    expect(echoed).toMatchObject({ method: 'POST', url: '/raw', body: 'first,second' });
  });

  it('takes the flags’ defaults when they are left out and refuses a flag that is not one', async () => {
    const prefix = `/gw/${unique()}`;
    const route = await addRoute({ pathPrefix: prefix, uri: upstreamUrl });
    const one = await server.get<Record<string, unknown>>(
      `/sys/gatewayRoute/queryById?id=${route.id}`,
      admin,
    );
    expect(one.body.result).toMatchObject({ pathPrefix: prefix, stripPrefix: 1, isPublic: 0, status: 1 });
    const bad = await server.post(
      '/sys/gatewayRoute/add',
      { name: 'x', pathPrefix: `/gw/${unique()}`, uri: upstreamUrl, isPublic: 2 },
      admin,
    );
    expect(bad.body).toMatchObject({ success: false, message: '请选择公开访问' });
    // Routes are not imported.
    expect((await server.post('/sys/gatewayRoute/importExcel', {}, admin)).status).toBe(404);
  });

  it('answers 502 when the upstream is down', async () => {
    const prefix = `/gw/${unique()}`;
    await addRoute({ pathPrefix: prefix, uri: 'http://127.0.0.1:1' });
    const res = await proxied('GET', `${prefix}/x`, admin);
    expect(res.status).toBe(502);
    expect(JSON.parse(res.body)).toMatchObject({ success: false, message: '网关转发失败：上游服务无法访问' });
  });

  it('is managed by holders of the permissions only', async () => {
    expect((await server.get('/sys/gatewayRoute/list', staff)).status).toBe(403);
    expect(
      (
        await server.post(
          '/sys/gatewayRoute/add',
          { name: 'x', pathPrefix: '/gw/s', uri: upstreamUrl },
          staff,
        )
      ).status,
    ).toBe(403);
    expect((await server.del('/sys/gatewayRoute/delete?id=x', staff)).status).toBe(403);
  });
});
