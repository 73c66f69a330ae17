import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../core/context.ts';
import { BusinessError, ok } from '../../core/result.ts';
import { parseInput } from '../../core/validation.ts';

const codeParams = z.object({ code: z.string().trim().max(100) });

export function dictRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/sys/dict/getDictItems/:code', async (request) => {
    const { code } = parseInput(codeParams, request.params);
    if (!code) throw new BusinessError('字典Code不能为空!');
    // Table dictionaries ("table,text,code") are served only over registered tables; none are registered yet.
    if (code.includes(',')) throw new BusinessError('不支持的字典编码');
    return ok(await ctx.dicts.items(code));
  });

  app.get('/sys/dict/queryAllDictItems', async () => ok(await ctx.dicts.all()));

  app.get('/sys/dict/refleshCache', async () => {
    await ctx.dicts.refresh();
    return ok(null, '刷新缓存完成！');
  });
}
