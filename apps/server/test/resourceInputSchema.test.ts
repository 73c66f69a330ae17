import { defineResource } from '@hcs/shared';
import { describe, expect, it } from 'vitest';
import { resourceInputSchema } from '../src/core/resource/inputSchema.ts';

/** A resource known by a number chosen when adding, with a status that starts as 1. */
const numbered = defineResource({
  title: '编号项',
  table: 'test_numbered',
  path: '/test/numbered',
  permissionPrefix: 'test:numbered',
  defaultSort: 'name',
  fields: {
    id: {
      label: '编号',
      type: 'number',
      input: { required: true, integer: true, range: { min: 1, max: 99 }, fixed: true },
    },
    name: { label: '名称', type: 'string', input: { required: true, max: 10 } },
    status: { label: '状态', type: 'number', input: { required: true, default: 1 } },
  },
});

const problem = (purpose: 'add' | 'edit', body: unknown) => {
  const parsed = resourceInputSchema(numbered, purpose).safeParse(body);
  return parsed.success ? null : parsed.error.issues[0]?.message;
};

describe('a resource input schema', () => {
  it('checks a number as a whole number within its range', () => {
    expect(problem('add', { id: 2.5, name: 'a' })).toBe('编号必须是整数');
    expect(problem('add', { id: 0, name: 'a' })).toBe('编号最小为1');
    expect(problem('add', { id: 100, name: 'a' })).toBe('编号最大为99');
    expect(problem('add', { id: '7', name: 'a' })).toBeNull();
  });

  it('takes the default where the input leaves a field out or empty', () => {
    const schema = resourceInputSchema(numbered);
    expect(schema.parse({ id: 7, name: 'a' })).toEqual({ id: 7, name: 'a', status: 1 });
    expect(schema.parse({ id: 7, name: 'a', status: '' })).toMatchObject({ status: 1 });
    expect(schema.parse({ id: 7, name: 'a', status: 0 })).toMatchObject({ status: 0 });
  });

  it('leaves a fixed field out of an edit, which cannot change it', () => {
    expect(resourceInputSchema(numbered, 'edit').parse({ id: 8, name: 'b', status: 0 })).toEqual({
      name: 'b',
      status: 0,
    });
  });
});
