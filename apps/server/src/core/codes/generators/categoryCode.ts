import { z } from 'zod';
import { BusinessError } from '../../result.ts';
import { defineGenerator } from '../generator.ts';
import { nextChildCode } from '../levelCode.ts';

const ROOT = '0';

/**
 * 分类编码 (the family's category_code_rule): the next code under the category `pid` of the form
 * (none or '0': a root) — A01 for a first root, parent code + A01 for a first child, else the last
 * sibling's code + 1.
 */
export const categoryCode = defineGenerator({
  name: 'categoryCode',
  title: '分类字典编码',
  paramsHint: '无参数；表单数据中的 pid 为上级分类（为空或 0 时生成根分类编码）',
  params: z.object({}),
  async run({ db, formData }) {
    const pid = typeof formData.pid === 'string' && formData.pid !== '' ? formData.pid : ROOT;
    let parentCode = '';
    if (pid !== ROOT) {
      const parent = await db
        .selectFrom('sysCategory')
        .select('code')
        .where('id', '=', pid)
        .executeTakeFirst();
      if (!parent) throw new BusinessError('上级分类不存在');
      parentCode = parent.code;
    }
    const siblings = await db.selectFrom('sysCategory').select('code').where('pid', '=', pid).execute();
    return nextChildCode(
      parentCode,
      siblings.map((s) => s.code),
    );
  },
});
