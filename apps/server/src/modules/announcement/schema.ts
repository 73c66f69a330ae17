import { z } from 'zod';
import { splitIds } from '../../core/crud/idParams.ts';
import { pagingSchema } from '../../core/query/paging.ts';
import { optionalDateTime, requiredMax } from '../../core/schemaFields.ts';

const dateTime = optionalDateTime('时间格式应为 YYYY-MM-DD HH:mm:ss');

const optionalText = (max: number, message: string) =>
  z
    .string()
    .max(max, message)
    .nullish()
    .transform((v) => (v ? v : null));

export const announcementFields = z
  .object({
    titile: requiredMax('标题', 100),
    msgContent: z.string({ message: '请输入内容' }).min(1, '请输入内容').max(200_000, '内容过长'),
    msgAbstract: optionalText(500, '摘要不能超过500个字符'),
    startTime: dateTime,
    endTime: dateTime,
    priority: z.enum(['L', 'M', 'H'], { message: '请选择优先级' }),
    msgCategory: z.enum(['1', '2'], { message: '请选择消息类型' }),
    msgType: z.enum(['ALL', 'USER'], { message: '请选择通告对象' }),
    userIds: z.string().max(20_000).nullish(),
    openType: z
      .enum(['url', 'component', ''], { message: '打开方式只能是链接或组件' })
      .nullish()
      .transform((v) => (v ? v : null)),
    openPage: optionalText(255, '打开页面不能超过255个字符'),
  })
  .superRefine((v, ctx) => {
    if (v.startTime && v.endTime && v.endTime < v.startTime) {
      ctx.addIssue({ code: 'custom', message: '结束时间不能早于开始时间', path: ['endTime'] });
    }
    if (v.msgType === 'USER' && splitIds(v.userIds).length === 0) {
      ctx.addIssue({ code: 'custom', message: '请选择接收用户', path: ['userIds'] });
    }
    if (v.openType && !v.openPage) {
      ctx.addIssue({ code: 'custom', message: '请输入打开页面', path: ['openPage'] });
    }
    // The page is navigated to by the client: an in-app path or http(s) link, or a route name; never a script.
    if (v.openType === 'url' && v.openPage && !/^(\/[^\s]*|https?:\/\/[^\s]+)$/.test(v.openPage)) {
      ctx.addIssue({ code: 'custom', message: '链接必须以 / 或 http(s):// 开头', path: ['openPage'] });
    }
    if (v.openType === 'component' && v.openPage && !/^[\w@/-]+$/.test(v.openPage)) {
      ctx.addIssue({
        code: 'custom',
        message: '组件名称只能包含字母、数字、下划线、短横线和斜线',
        path: ['openPage'],
      });
    }
  });

export const editSchema = z.intersection(
  z.object({ id: z.string({ message: 'id不能为空' }).min(1, 'id不能为空').max(32) }),
  announcementFields,
);

export const anntIdBody = z.object({
  anntId: z.string({ message: 'anntId不能为空' }).min(1, 'anntId不能为空').max(32),
});

export const myListQuery = pagingSchema.extend({
  titile: z.string().max(100).optional(),
  msgCategory: z.enum(['1', '2', ''], { message: '消息类型不正确' }).optional(),
  readFlag: z.enum(['0', '1', ''], { message: '阅读状态不正确' }).optional(),
});

export type AnnouncementInput = z.infer<typeof announcementFields>;
