import { z } from 'zod';

const id = (message: string) => z.string({ message }).min(1, message).max(32, message);

export const versionListQuery = z.object({
  dataTable: z.string({ message: '请选择数据表' }).min(1, '请选择数据表').max(64),
  dataId: id('请输入数据ID'),
});

export const compareQuery = z.object({
  dataId1: id('请选择两个版本进行比较'),
  dataId2: id('请选择两个版本进行比较'),
});
