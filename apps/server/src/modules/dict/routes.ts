import { currentUser } from '../../core/auth/guard.ts';
import type { AppContext } from '../../core/context.ts';
import { parseDictCode } from '../../core/dict/dictCode.ts';
import type { Api } from '../../core/http/inputSchemas.ts';
import { ok } from '../../core/result.ts';
import { codeParams, loadDictItemQuery, loadDictQuery, loadTreeDataQuery } from './schema.ts';
import { dictItems, dictTexts, searchDict, treeLevel } from './service.ts';

const MAX_KEYS = 200;

/**
 * Dictionary reads of the widgets (spec §7 "Dictionaries and categories"). Any signed-in user may
 * read them. A code is a plain sys_dict code or a registered table dictionary
 * `table,text,code[,<URL-encoded JSON {"column":"value"}>]`; the where part is never SQL.
 */
export function dictRoutes(app: Api, ctx: AppContext): void {
  app.get(
    '/sys/dict/getDictItems/:code',
    { config: { summary: '字典的项' }, schema: { params: codeParams } },
    async (request) => {
      const source = parseDictCode(request.params.code);
      return ok(await dictItems(ctx, source, currentUser(request)));
    },
  );

  app.get(
    '/sys/dict/loadDict/:code',
    {
      config: { summary: '表字典：按关键字搜索' },
      schema: { params: codeParams, querystring: loadDictQuery },
    },
    async (request) => {
      const source = parseDictCode(request.params.code);
      const q = request.query;
      return ok(await searchDict(ctx, source, q.keyword?.trim() ?? '', q.pageSize, currentUser(request)));
    },
  );

  app.get(
    '/sys/dict/loadDictItem/:code',
    {
      config: { summary: '表字典：按值取文本' },
      schema: { params: codeParams, querystring: loadDictItemQuery },
    },
    async (request) => {
      const source = parseDictCode(request.params.code);
      const q = request.query;
      const keys = q.key
        .split(',')
        .map((k) => k.trim())
        .filter((k) => k !== '')
        .slice(0, MAX_KEYS);
      return ok(await dictTexts(ctx, source, keys, q.delNotExist === 'false', currentUser(request)));
    },
  );

  app.get(
    '/sys/dict/loadTreeData',
    { config: { summary: '树形表字典' }, schema: { querystring: loadTreeDataQuery } },
    async (request) => ok(await treeLevel(ctx, request.query, currentUser(request))),
  );

  app.get('/sys/dict/queryAllDictItems', { config: { summary: '全部字典项' } }, async () =>
    ok(await ctx.dicts.all()),
  );

  app.get('/sys/dict/refleshCache', { config: { summary: '刷新字典缓存' } }, async () => {
    await ctx.dicts.refresh();
    return ok(null, '刷新缓存完成！');
  });
}
