/// <reference types="node" />
import { createHash } from 'node:crypto';
import { REQUEST_TIMEOUT_MS, SIGN_SALT, StorageKeys } from '@hcs/shared';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  deleteAction,
  downloadBlob,
  downloadFile,
  getAction,
  httpAction,
  postAction,
  putAction,
  Refusal,
  RequestError,
  request,
  setRequestTimeout,
  signedGet,
  signedPost,
  uploadAction,
} from '../src/api/request.ts';
import { getLocal, setLocal } from '../src/utils/storage.ts';
import { ApiServer, fail, ok } from './support/apiServer.ts';
import { recordEffects } from './support/effects.ts';

const server = new ApiServer();
let effects: ReturnType<typeof recordEffects>;

beforeAll(() => server.start());
afterAll(() => server.stop());
beforeEach(() => {
  server.reset();
  effects = recordEffects();
});
afterEach(() => {
  vi.useRealTimers();
  setRequestTimeout(REQUEST_TIMEOUT_MS);
  for (const meta of document.querySelectorAll('meta[name="hcs-base-path"]')) meta.remove();
});

async function rejection(promise: Promise<unknown>): Promise<RequestError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the request to fail');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(RequestError);
  return error as RequestError;
}

describe('urls and base path', () => {
  it('joins relative urls with or without a leading slash to the default base /hcs', async () => {
    server.json('/hcs/sys/dict/refleshCache', ok(null)).json('/hcs/sys/login', ok(null));
    await getAction('sys/dict/refleshCache');
    expect(server.last().path).toBe('/hcs/sys/dict/refleshCache');
    await postAction('/sys/login', {});
    expect(server.last().path).toBe('/hcs/sys/login');
  });

  it('uses the base path configured in the page at run time', async () => {
    const meta = document.createElement('meta');
    meta.name = 'hcs-base-path';
    meta.content = '/api/';
    document.head.append(meta);
    server.json('/api/sys/loginfo', ok(1));
    await getAction('/sys/loginfo');
    expect(server.last().path).toBe('/api/sys/loginfo');
  });

  it('serialises params and keeps a query already in the url', async () => {
    server.json('/hcs/sys/user/list', ok([]));
    await getAction('/sys/user/list?column=createTime', {
      ids: ['a', 'b'],
      pageNo: 2,
      empty: null,
      q: '张 三',
    });
    const { query } = server.last();
    expect(query.get('column')).toBe('createTime');
    expect(query.get('ids')).toBe('a,b');
    expect(query.get('pageNo')).toBe('2');
    expect(query.get('q')).toBe('张 三');
    expect(query.has('empty')).toBe(false);
  });
});

describe('headers and timestamp', () => {
  it('sends tenant-id 0 and no token when nothing is stored', async () => {
    server.json('/hcs/x', ok(null));
    await getAction('/x');
    expect(server.last().headers['tenant-id']).toBe('0');
    expect(server.last().headers['x-access-token']).toBeUndefined();
  });

  it('sends the stored token and tenant id', async () => {
    setLocal(StorageKeys.token, 'tok-1');
    setLocal(StorageKeys.tenantId, 7);
    server.json('/hcs/x', ok(null));
    await postAction('/x', { a: 1 });
    expect(server.last().headers['x-access-token']).toBe('tok-1');
    expect(server.last().headers['tenant-id']).toBe('7');
  });

  it('adds _t in whole seconds to GET requests only', async () => {
    server.json('/hcs/x', ok(null));
    const before = Math.floor(Date.now() / 1000);
    await getAction('/x', { a: 1 });
    const t = Number(server.last().query.get('_t'));
    expect(Number.isInteger(t)).toBe(true);
    expect(t).toBeGreaterThanOrEqual(before);
    expect(t).toBeLessThanOrEqual(Math.floor(Date.now() / 1000));
    await postAction('/x');
    expect(server.last().query.has('_t')).toBe(false);
  });

  it('leaves _t off the dictionary item lookup', async () => {
    server.json('/hcs/sys/dict/loadDictItem/sys_user,realname,username', ok(['张三']));
    await getAction('/sys/dict/loadDictItem/sys_user,realname,username', { key: 'zhangsan' });
    expect(server.last().query.has('_t')).toBe(false);
    expect(server.last().query.get('key')).toBe('zhangsan');
  });
});

describe('methods and bodies', () => {
  beforeEach(() => {
    server.on('/hcs/r', (req) => ({ body: ok({ method: req.method, body: req.body }) }));
  });

  it('resolves a read with its result alone', async () => {
    server.json('/hcs/read', ok({ a: 1 }, '查询成功'));
    await expect(getAction('/read')).resolves.toEqual({ a: 1 });
  });

  it('resolves a write with its result, the server message and the code', async () => {
    server.json('/hcs/write', ok({ id: '7' }, '添加成功！'));
    await expect(postAction('/write', {})).resolves.toEqual({
      result: { id: '7' },
      message: '添加成功！',
      code: 200,
    });
    server.json('/hcs/write', { ...ok(null, '文件导入成功，但有错误。'), code: 201 });
    await expect(request({ url: '/write', method: 'POST' })).resolves.toMatchObject({ code: 201 });
  });

  it('rejects a business failure (HTTP 200, success false) with a Refusal and shows nothing', async () => {
    server.json('/hcs/fail', { ...fail('该值不可用！', 510), result: { digits: '2' } });
    for (const call of [
      postAction('/fail', { username: 'a' }),
      getAction('/fail'),
      httpAction('/fail', {}, 'GET'),
    ]) {
      const error = await call.then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(Refusal);
      expect(error).toMatchObject({ message: '该值不可用！', code: 510, result: { digits: '2' } });
    }
    expect(effects.notify).not.toHaveBeenCalled();
    expect(effects.warn).not.toHaveBeenCalled();
  });

  it('sends JSON bodies for POST and PUT', async () => {
    await putAction('/r', { id: '1' });
    expect(server.last()).toMatchObject({ method: 'PUT', body: '{"id":"1"}' });
    expect(server.last().headers['content-type']).toContain('application/json');
  });

  it('sends DELETE params in the query', async () => {
    await deleteAction('/r', { id: '9' });
    expect(server.last().method).toBe('DELETE');
    expect(server.last().query.get('id')).toBe('9');
    expect(server.last().body).toBe('');
  });

  it('puts httpAction data in the query for GET and in the body otherwise', async () => {
    await httpAction('/r', { id: '3' }, 'get');
    expect(server.last().query.get('id')).toBe('3');
    await httpAction('/r', { id: '4' }, 'put');
    expect(server.last()).toMatchObject({ method: 'PUT', body: '{"id":"4"}' });
  });

  it('uploads multipart form data', async () => {
    const form = new FormData();
    form.append('biz', 'temp');
    form.append('file', new File(['hello'], 'a.txt', { type: 'text/plain' }));
    await uploadAction('/r', form);
    const { headers, body } = server.last();
    expect(headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(body).toContain('name="biz"');
    expect(body).toContain('filename="a.txt"');
    expect(body).toContain('hello');
  });
});

describe('HTTP error catalogue', () => {
  it('403 → 系统提示 / 拒绝访问 for 4 s', async () => {
    server.on('/hcs/x', { status: 403, body: fail('no') });
    const error = await rejection(getAction('/x'));
    expect(effects.notify).toHaveBeenCalledWith('系统提示', '拒绝访问', 4);
    expect(error.status).toBe(403);
    expect(error.envelope).toMatchObject({ message: 'no' });
  });

  it('404 → 系统提示 / 很抱歉，资源未找到! for 4 s', async () => {
    const error = await rejection(getAction('/nowhere'));
    expect(effects.notify).toHaveBeenCalledWith('系统提示', '很抱歉，资源未找到!', 4);
    expect(error.status).toBe(404);
  });

  it('504 → 系统提示 / 网络超时', async () => {
    server.on('/hcs/x', { status: 504, body: '' });
    const error = await rejection(getAction('/x'));
    expect(effects.notify).toHaveBeenCalledWith('系统提示', '网络超时');
    expect(error.status).toBe(504);
  });

  it('treats a timeout as 504', async () => {
    setRequestTimeout(50);
    server.on('/hcs/slow', { delayMs: 1000, body: ok(null) });
    const error = await rejection(getAction('/slow'));
    expect(effects.notify).toHaveBeenCalledWith('系统提示', '网络超时');
    expect(error.status).toBe(504);
  });

  it('shows the server message for any other status', async () => {
    server.on('/hcs/x', { status: 400, body: fail('参数不正确') });
    const error = await rejection(postAction('/x', {}));
    expect(effects.notify).toHaveBeenCalledWith('系统提示', '参数不正确', 4);
    expect(error).toMatchObject({ status: 400, message: '参数不正确' });
  });

  it('shows the server message of a 500 that is not an expired token', async () => {
    setLocal(StorageKeys.token, 'tok');
    server.on('/hcs/x', { status: 500, body: fail('服务器内部错误') });
    await rejection(getAction('/x'));
    expect(effects.notify).toHaveBeenCalledWith('系统提示', '服务器内部错误', 4);
    expect(effects.confirmTokenExpired).not.toHaveBeenCalled();
  });

  it('an error status carrying our failure envelope is an HTTP failure, shown once: a RequestError, no Refusal', async () => {
    server.on('/hcs/x', { status: 500, body: fail('系统繁忙，请稍后再试') });
    const error = await rejection(postAction('/x', {}));
    expect(error).not.toBeInstanceOf(Refusal);
    expect(error).toMatchObject({ status: 500, message: '系统繁忙，请稍后再试' });
    expect(error.envelope).toMatchObject({ success: false, code: 500 });
    expect(effects.notify).toHaveBeenCalledTimes(1);
  });

  it('reports an unreachable server', async () => {
    const meta = document.createElement('meta');
    meta.name = 'hcs-base-path';
    meta.content = 'http://127.0.0.1:1/hcs';
    document.head.append(meta);
    const error = await rejection(getAction('/x'));
    expect(error.status).toBe(0);
    expect(effects.notify).toHaveBeenCalledWith('系统提示', '网络连接失败，请检查网络', 4);
  });
});

describe('401', () => {
  it('logs out and reloads 1.5 s later when a token was stored', async () => {
    setLocal(StorageKeys.token, 'tok');
    server.on('/hcs/x', { status: 401, body: fail('未登录') });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const error = await rejection(getAction('/x'));
    expect(error.status).toBe(401);
    expect(effects.notify).toHaveBeenCalledWith('系统提示', '未授权，请重新登录', 4);
    expect(effects.logout).toHaveBeenCalledTimes(1);
    expect(effects.reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1499);
    expect(effects.reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(effects.reload).toHaveBeenCalledTimes(1);
  });

  it('neither logs out nor reloads without a token', async () => {
    server.on('/hcs/x', { status: 401, body: fail('未登录') });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await rejection(getAction('/x'));
    expect(effects.notify).toHaveBeenCalledWith('系统提示', '未授权，请重新登录', 4);
    vi.advanceTimersByTime(5000);
    expect(effects.logout).not.toHaveBeenCalled();
    expect(effects.reload).not.toHaveBeenCalled();
  });

  it('an upload sent without our session headers neither carries them nor logs out on its 401', async () => {
    setLocal(StorageKeys.token, 'tok');
    server.on('/hcs/x', { status: 401, body: fail('未登录') });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await rejection(uploadAction('/x', new FormData(), { withoutToken: true }));
    expect(server.last().headers['x-access-token']).toBeUndefined();
    expect(server.last().headers['tenant-id']).toBeUndefined();
    expect(effects.notify).toHaveBeenCalledWith('系统提示', '未授权，请重新登录', 4);
    vi.advanceTimersByTime(5000);
    expect(effects.logout).not.toHaveBeenCalled();
    expect(effects.reload).not.toHaveBeenCalled();
    expect(getLocal(StorageKeys.token)).toBe('tok');
  });
});

describe('500 Token失效', () => {
  const expired = { status: 500, body: { status: 500, message: 'Token失效，请重新登录' } };

  it('asks to log in again; confirming logs out, removes the token and reloads', async () => {
    setLocal(StorageKeys.token, 'tok');
    server.on('/hcs/x', expired);
    const error = await rejection(getAction('/x'));
    expect(error.status).toBe(500);
    expect(effects.notify).not.toHaveBeenCalled();
    expect(effects.confirmTokenExpired).toHaveBeenCalledTimes(1);
    effects.logout.mockImplementation(async () => {
      expect(getLocal(StorageKeys.token)).toBe('tok');
    });
    effects.confirmTokenExpired.mock.calls[0]?.[0]();
    await vi.waitFor(() => expect(effects.reload).toHaveBeenCalledTimes(1));
    expect(effects.logout).toHaveBeenCalledTimes(1);
    expect(getLocal(StorageKeys.token)).toBeNull();
  });

  it('reloads when confirmed away from the login page, though logging out moves the router there', async () => {
    setLocal(StorageKeys.token, 'tok');
    let path = '/system/user';
    effects.currentPath.mockImplementation(() => path);
    effects.logout.mockImplementation(async () => {
      path = '/user/login';
    });
    server.on('/hcs/x', expired);
    await rejection(getAction('/x'));
    effects.confirmTokenExpired.mock.calls[0]?.[0]();
    await vi.waitFor(() => expect(effects.reload).toHaveBeenCalledTimes(1));
  });

  it('shows one modal for several failing requests and does not reload on the login page', async () => {
    effects = recordEffects({ path: '/user/login' });
    setLocal(StorageKeys.token, 'tok');
    server.on('/hcs/x', expired);
    await Promise.all([rejection(getAction('/x')), rejection(getAction('/x'))]);
    expect(effects.confirmTokenExpired).toHaveBeenCalledTimes(1);
    effects.confirmTokenExpired.mock.calls[0]?.[0]();
    await vi.waitFor(() => expect(effects.logout).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(getLocal(StorageKeys.token)).toBeNull());
    expect(effects.reload).not.toHaveBeenCalled();
  });

  it('is an ordinary error without a stored token', async () => {
    server.on('/hcs/x', expired);
    await rejection(getAction('/x'));
    expect(effects.confirmTokenExpired).not.toHaveBeenCalled();
    expect(effects.notify).toHaveBeenCalledWith('系统提示', 'Token失效，请重新登录', 4);
  });

  it('parses a blob error answer for the same check', async () => {
    setLocal(StorageKeys.token, 'tok');
    server.on('/hcs/export', expired);
    const error = await rejection(downloadBlob('/export'));
    expect(error.envelope).toMatchObject({ message: 'Token失效，请重新登录' });
    expect(effects.confirmTokenExpired).toHaveBeenCalledTimes(1);
    effects.confirmTokenExpired.mock.calls[0]?.[0]();
    await vi.waitFor(() => expect(effects.reload).toHaveBeenCalledTimes(1));
  });
});

describe('downloads', () => {
  it('downloads a blob with GET', async () => {
    server.on('/hcs/export', { body: 'a,b', contentType: 'application/vnd.ms-excel' });
    const blob = await downloadBlob('/export', { selections: 'x' });
    expect(await blob.text()).toBe('a,b');
    expect(server.last().query.get('selections')).toBe('x');
  });

  it('streams a download past the timeout once the server has answered, telling the bytes received', async () => {
    setRequestTimeout(50);
    server.on('/hcs/export', {
      contentType: 'application/vnd.ms-excel',
      parts: ['a'.repeat(1000), 'b'.repeat(1000), 'c'.repeat(1000)],
      streamGapMs: 40,
    });
    const received: number[] = [];
    const blob = await downloadBlob('/export', {}, (bytes) => received.push(bytes));
    expect(blob.size).toBe(3000);
    expect(received.at(-1)).toBe(3000);
    expect(received).toEqual([...received].sort((a, b) => a - b));
  });

  it('saves the file under the given name', async () => {
    server.on('/hcs/export', { body: 'a,b', contentType: 'application/vnd.ms-excel' });
    const saved: { name: string; href: string }[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ name: this.download, href: this.href });
    });
    expect(await downloadFile('/export', '用户.xls')).toBe(true);
    click.mockRestore();
    expect(saved).toHaveLength(1);
    expect(saved[0]?.name).toBe('用户.xls');
    expect(saved[0]?.href).toMatch(/^blob:/);
    expect(document.querySelector('a[download]')).toBeNull();
  });

  it('saves the file under the name the server gives, in either header form, before the given one', async () => {
    const names: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    const served = (disposition: string) =>
      server.on('/hcs/export', {
        body: 'a,b',
        contentType: 'application/vnd.ms-excel',
        headers: { 'content-disposition': disposition },
      });
    served(`attachment; filename="export.xlsx"; filename*=UTF-8''${encodeURIComponent('用户.xlsx')}`);
    await downloadFile('/export', '用户.xls');
    served('attachment; filename="users.xlsx"');
    await downloadFile('/export', '用户.xls');
    served('attachment');
    await downloadFile('/export', '导出文件.xls');
    click.mockRestore();
    expect(names).toEqual(['用户.xlsx', 'users.xlsx', '导出文件.xls']);
  });

  it('warns 文件下载失败 for an empty file', async () => {
    server.on('/hcs/export', { body: '', contentType: 'application/vnd.ms-excel' });
    expect(await downloadFile('/export', 'a.xls')).toBe(false);
    expect(effects.warn).toHaveBeenCalledWith('文件下载失败');
  });

  it('warns with the message of a failure envelope instead of saving it', async () => {
    server.json('/hcs/export', fail('导出失败：没有数据'));
    expect(await downloadFile('/export', 'a.xls')).toBe(false);
    expect(effects.warn).toHaveBeenCalledWith('导出失败：没有数据');
  });
});

describe('signed variants', () => {
  const md5Upper = (text: string) => createHash('md5').update(text).digest('hex').toUpperCase();

  it('signs GET query params', async () => {
    server.json('/hcs/sys/dict/getDictItems/sex', ok([]));
    await signedGet('/sys/dict/getDictItems/sex', { b: 'y', a: 1 });
    const { headers, query } = server.last();
    expect(headers['x-sign']).toBe(md5Upper(`{"a":"1","b":"y"}${SIGN_SALT}`));
    expect(headers['x-timestamp']).toMatch(/^\d{14}$/);
    expect(query.has('_t')).toBe(true);
  });

  it('signs a table dictionary path variable', async () => {
    server.json('/hcs/sys/dict/loadDict/sys_user,realname,username', ok([]));
    await signedGet('sys/dict/loadDict/sys_user,realname,username', { keyword: 'a', pageSize: 10 });
    expect(server.last().headers['x-sign']).toBe(
      md5Upper(`{"keyword":"a","pageSize":"10","x-path-variable":"sys_user,realname,username"}${SIGN_SALT}`),
    );
  });

  it('signs POST body fields', async () => {
    server.json('/hcs/sys/api/x', ok(null));
    await signedPost('/sys/api/x?z=1', { a: 'b' });
    expect(server.last().headers['x-sign']).toBe(md5Upper(`{"a":"b","z":"1"}${SIGN_SALT}`));
    expect(server.last().body).toBe('{"a":"b"}');
  });
});
