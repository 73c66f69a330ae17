import { describe, expect, it } from 'vitest';
import { groupedOperations, operationsOf } from '../src/views/monitor/apiDoc/operations.ts';

const document = {
  openapi: '3.1.0',
  paths: {
    '/hcs/sys/position/add': {
      post: {
        summary: '职务管理-添加职务',
        tags: ['sys'],
        security: [{ token: [] }],
        'x-permission': 'system:position:add',
        requestBody: {
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: {
                  code: { type: 'string', minLength: 1, maxLength: 32, pattern: '^[A-Za-z0-9_-]*$' },
                  postRank: { type: 'string', enum: ['1', '2'] },
                  sortNo: {
                    anyOf: [
                      { type: 'integer', minimum: 0, maximum: 9_007_199_254_740_991 },
                      { type: 'null' },
                    ],
                  },
                  rules: {
                    type: 'array',
                    items: {
                      type: 'object',
                      properties: { ruleCode: { type: 'string' } },
                      required: ['ruleCode'],
                    },
                  },
                },
                required: ['code', 'postRank'],
              },
            },
          },
        },
      },
    },
    '/hcs/sys/position/queryById': {
      get: {
        tags: ['sys'],
        security: [{ token: [] }],
        'x-permission': 'system:position:list',
        parameters: [{ name: 'id', in: 'query', required: true, schema: { type: 'string', maxLength: 32 } }],
      },
    },
    '/hcs/sys/login': { post: { summary: '登录', tags: ['sys'], security: [] } },
    '/hcs/wo/workOrder/list': {
      get: { tags: ['wo'], security: [{ token: [] }], 'x-permission': 'wo:order:list' },
    },
  },
};

describe('接口文档 operations', () => {
  it('reads each operation with its access, parameters and body fields', () => {
    const operations = operationsOf(document);
    expect(operations.map((o) => o.key)).toEqual([
      'post /hcs/sys/position/add',
      'get /hcs/sys/position/queryById',
      'post /hcs/sys/login',
      'get /hcs/wo/workOrder/list',
    ]);
    const [add, byId, login] = operations;
    expect(add?.permission).toBe('system:position:add');
    expect(add?.body).toEqual([
      {
        name: 'code',
        location: '请求体',
        type: 'string',
        required: true,
        constraints: '长度 1–32；格式 ^[A-Za-z0-9_-]*$',
        description: '',
      },
      expect.objectContaining({ name: 'postRank', required: true, constraints: '可选：1、2' }),
      expect.objectContaining({ name: 'sortNo', type: 'integer', required: false, constraints: '取值 ≥ 0' }),
      expect.objectContaining({ name: 'rules', type: 'object[]' }),
      expect.objectContaining({ name: 'rules[].ruleCode', required: true }),
    ]);
    expect(byId?.parameters).toEqual([
      expect.objectContaining({ name: 'id', location: '查询', required: true, constraints: '长度 ≤ 32' }),
    ]);
    expect(login?.isPublic).toBe(true);
    expect(operationsOf('not a document')).toEqual([]);
  });

  it('searches path, summary and permission, and groups by tag', () => {
    const operations = operationsOf(document);
    expect(groupedOperations(operations, '').map((g) => [g.tag, g.operations.length])).toEqual([
      ['sys', 3],
      ['wo', 1],
    ]);
    expect(groupedOperations(operations, '职务管理')[0]?.operations.map((o) => o.path)).toEqual([
      '/hcs/sys/position/add',
    ]);
    expect(groupedOperations(operations, 'WO:ORDER').map((g) => g.tag)).toEqual(['wo']);
    expect(groupedOperations(operations, 'queryById')[0]?.operations).toHaveLength(1);
  });
});
