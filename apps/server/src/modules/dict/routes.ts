import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../core/auth/guard.ts';
import type { AppContext } from '../../core/context.ts';
import { parseDictCode } from '../../core/dict/dictCode.ts';
import { ok } from '../../core/result.ts';
import { parseInput } from '../../core/validation.ts';
import { codeParams, loadDictItemQuery, loadDictQuery, loadTreeDataQuery } from './schema.ts';
import { dictItems, dictTexts, searchDict, treeLevel } from './service.ts';

const MAX_KEYS = 200;

/**
 * Dictionary reads of the widgets (spec §7 "Dictionaries and categories"). Any signed-in user may
 * read them. A code is a plain sys_dict code or a registered table dictionary
 * `table,text,code[,<URL-encoded JSON {"column":"value"}>]`; the where part is never SQL.
 */
export function dictRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/sys/dict/getDictItems/:code', async (request) => {
    const source = parseDictCode(parseInput(codeParams, request.params).code);
    return ok(await dictItems(ctx, source, currentUser(request)));
  });

  app.get('/sys/dict/loadDict/:code', async (request) => {
    const source = parseDictCode(parseInput(codeParams, request.params).code);
    const q = parseInput(loadDictQuery, request.query);
    return ok(await searchDict(ctx, source, q.keyword?.trim() ?? '', q.pageSize, currentUser(request)));
  });

  app.get('/sys/dict/loadDictItem/:code', async (request) => {
    const source = parseDictCode(parseInput(codeParams, request.params).code);
    const q = parseInput(loadDictItemQuery, request.query);
    const keys = q.key
      .split(',')
      .map((k) => k.trim())
      .filter((k) => k !== '')
      .slice(0, MAX_KEYS);
    return ok(await dictTexts(ctx, source, keys, q.delNotExist === 'false', currentUser(request)));
  });

  app.get('/sys/dict/loadTreeData', async (request) =>
    ok(await treeLevel(ctx, parseInput(loadTreeDataQuery, request.query), currentUser(request))),
  );

  app.get('/sys/dict/queryAllDictItems', async () => ok(await ctx.dicts.all()));

  app.get('/sys/dict/refleshCache', async () => {
    await ctx.dicts.refresh();
    return ok(null, '刷新缓存完成！');
  });
}
