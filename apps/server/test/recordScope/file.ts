import type { UploadedFile } from '@hcs/shared';
import { type RecordScopeProbe, recordIds } from '../support/recordScope.ts';
import type { TestServer } from '../support/testServer.ts';

/** Uploads a text file through the upload route, as the screens' upload widgets do. */
const add = async (server: TestServer, admin: string, fileName: string) => {
  const boundary = '----hcs-record-scope';
  const payload = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="biz"\r\n\r\ntemp\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
      `Content-Type: text/plain\r\n\r\n${fileName}\r\n--${boundary}--\r\n`,
  );
  const res = await server.app.inject({
    method: 'POST',
    url: '/hcs/sys/common/upload',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'x-access-token': admin },
    payload,
  });
  const body = res.json() as { success: boolean; message: string; result: UploadedFile };
  if (!body.success) throw new Error(body.message);
  const row = await server.ctx.db.kysely
    .selectFrom('sysFile')
    .select('id')
    .where('url', '=', body.result.filePath)
    .executeTakeFirstOrThrow();
  return { id: row.id, marker: fileName };
};

export const probe: RecordScopeProbe = {
  component: 'system/FileList',
  rule: { column: 'fileName', condition: 'RIGHT_LIKE', value: 'scope_in' },
  rows: async (server, admin) => ({
    inside: await add(server, admin, 'scope_in_1.txt'),
    outside: await add(server, admin, 'scope_out_1.txt'),
  }),
  listIds: async (server, token) =>
    recordIds((await server.get('/sys/file/list?pageSize=1000', token)).body.result),
  // An upload is never edited; the list has no export.
  queryById: (id) => ({ method: 'GET', path: `/sys/file/queryById?id=${id}` }),
  edit: null,
  delete: (id) => ({ method: 'GET', path: `/sys/file/delete?id=${id}` }),
  deleteBatch: (ids) => ({ method: 'GET', path: `/sys/file/deleteBatch?ids=${ids.join(',')},` }),
  exportPath: null,
  stored: (server, id) =>
    server.ctx.db.kysely.selectFrom('sysFile').selectAll().where('id', '=', id).executeTakeFirst(),
};
