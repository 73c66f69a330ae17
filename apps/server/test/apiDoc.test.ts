import { API_DOC_PERMISSION } from '@hcs/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE, startTestServer, type TestServer } from './support/testServer.ts';

interface Operation {
  summary?: string;
  tags: string[];
  parameters?: { name: string; in: string; required: boolean; schema: Record<string, unknown> }[];
  requestBody?: { content: { 'application/json': { schema: JsonSchema } } };
  security: Record<string, string[]>[];
  'x-permission'?: string;
  'x-websocket'?: boolean;
}
interface JsonSchema {
  type?: string;
  properties?: Record<string, { type?: string; maxLength?: number; pattern?: string }>;
  required?: string[];
}
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, { type: string; in: string; name: string }> };
}

let server: TestServer;
let admin: string;
let staff: string;

beforeAll(async () => {
  server = await startTestServer({ HCS_LOGIN_CAPTCHA: 'off' });
  [admin, staff] = await Promise.all([server.tokenFor('admin'), server.tokenFor('fuwu')]);
});
afterAll(() => server.close());

async function documentFor(token: string): Promise<Document> {
  const res = await server.app.inject({
    method: 'GET',
    url: `${BASE}/sys/openapi.json`,
    headers: { 'x-access-token': token },
  });
  expect(res.statusCode).toBe(200);
  return res.json() as Document;
}

const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{path}');

describe('GET /sys/openapi.json', () => {
  it('describes every registered API route with the permission it needs, and no other', async () => {
    const doc = await documentFor(admin);
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.components.securitySchemes.token).toEqual({
      type: 'apiKey',
      in: 'header',
      name: 'X-Access-Token',
    });
    const api = server.routes.filter((r) => r.url.startsWith(`${BASE}/`));
    expect(api.length).toBeGreaterThan(300);
    for (const route of api) {
      const operation = doc.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
      expect(operation, `${route.method} ${route.url}`).toBeDefined();
      expect(operation?.['x-permission'], route.url).toBe(route.permission ?? undefined);
      expect(operation?.security, route.url).toEqual(route.public ? [] : [{ token: [] }]);
      expect(operation?.tags, route.url).toEqual([route.url.slice(BASE.length + 1).split('/')[0]]);
      // Its own `config.summary`, or its permission's menu name.
      expect(operation?.summary, `${route.method} ${route.url}`).toMatch(/\S/);
    }
    const described = Object.values(doc.paths).reduce(
      (n, operations) => n + Object.keys(operations).length,
      0,
    );
    expect(described).toBe(api.length);
    expect(Object.keys(doc.paths).some((path) => path.startsWith('/health'))).toBe(false);
  });

  it('gives a route’s declared body as JSON Schema with its required fields, and its query as parameters', async () => {
    const doc = await documentFor(admin);
    const add = doc.paths[`${BASE}/sys/position/add`]?.post;
    expect(add?.['x-permission']).toBe('system:position:add');
    expect(add?.summary).toBe('职务管理-添加职务');
    const body = add?.requestBody?.content['application/json'].schema;
    expect(body?.type).toBe('object');
    expect(body?.required).toEqual(expect.arrayContaining(['code', 'name', 'postRank']));
    expect(body?.properties?.code).toMatchObject({ type: 'string' });

    const byId = doc.paths[`${BASE}/sys/position/queryById`]?.get;
    expect(byId?.parameters).toEqual([
      {
        name: 'id',
        in: 'query',
        required: true,
        schema: expect.objectContaining({ type: 'string', maxLength: 32 }),
      },
    ]);
    // An edit checks its id first and the rest once masked values are resolved: the description shows all.
    const edit = doc.paths[`${BASE}/sys/position/edit`]?.put?.requestBody?.content['application/json'].schema;
    expect(edit?.required).toEqual(expect.arrayContaining(['id', 'code', 'name']));
    // A list describes its conventions and filterable fields; its own parameters are required where declared so.
    const jobLogs = doc.paths[`${BASE}/sys/quartzJob/log/list`]?.get?.parameters ?? [];
    expect(jobLogs.find((p) => p.name === 'jobId')).toMatchObject({ in: 'query', required: true });
    expect(jobLogs.map((p) => p.name)).toEqual(
      expect.arrayContaining(['pageNo', 'pageSize', 'column', 'order']),
    );
    const trace = doc.paths[`${BASE}/sys/monitor/trace`]?.get;
    expect(trace?.parameters?.map((p) => [p.name, p.required])).toEqual([
      ['statusClass', false],
      ['path', false],
      ['user', false],
    ]);
  });

  it('marks public routes and websockets as such', async () => {
    const doc = await documentFor(admin);
    expect(doc.paths[`${BASE}/sys/login`]?.post?.security).toEqual([]);
    expect(doc.paths[`${BASE}/websocket/{userId}`]?.get).toMatchObject({
      'x-websocket': true,
      summary: '消息推送（WebSocket）',
      parameters: [{ name: 'userId', in: 'path', required: true }],
    });
  });

  it('is refused without a token and without its permission', async () => {
    expect((await server.get('/sys/openapi.json', null)).status).toBe(401);
    expect((await server.get('/sys/openapi.json', staff)).status).toBe(403);
    const route = server.routes.find((r) => r.url === `${BASE}/sys/openapi.json`);
    expect(route?.permission).toBe(API_DOC_PERMISSION);
  });
});

describe('input checked by the route’s declared schema', () => {
  it('answers a bad body, query or list of ids with the same 400 and Chinese message as before', async () => {
    expect(
      await server.post('/sys/position/add', { code: 'a b', name: '', postRank: '9' }, admin),
    ).toMatchObject({
      status: 400,
      body: { success: false, code: 400, message: '职务编码只能包含字母、数字、下划线和短横线' },
    });
    expect(await server.get('/sys/position/queryById', admin)).toMatchObject({
      status: 400,
      body: { success: false, message: 'id不能为空' },
    });
    expect(await server.del('/sys/position/deleteBatch', admin)).toMatchObject({
      status: 400,
      body: { success: false, message: '请选择一条记录！' },
    });
    expect(await server.get('/sys/quartzJob/log/list?pageNo=1', admin)).toMatchObject({
      status: 400,
      body: { success: false, message: '请选择定时任务' },
    });
    expect(await server.get('/sys/monitor/trace?statusClass=9xx', admin)).toMatchObject({
      status: 400,
      body: { success: false, message: '状态类别只能是 1xx 到 5xx' },
    });
  });
});
