import type { ListPageConfig } from '../../../components/list/index.ts';
import { formatBytes } from '../../../utils/formatBytes.ts';
import {
  BIZ_OPTIONS,
  bizText,
  FILE_TYPE_OPTIONS,
  FILE_URLS,
  fileTypeText,
  type StoredFile,
} from './fileApi.ts';

/** 文件列表: search by name, folder and type; who uploaded what, how large, when. */
export const fileListConfig: ListPageConfig<StoredFile> = {
  title: '文件',
  urls: FILE_URLS,
  permissionPrefix: 'system:file',
  queryFields: [
    { name: 'fileName', label: '文件名称', type: 'input' },
    { name: 'biz', label: '业务目录', type: 'select', options: BIZ_OPTIONS },
    { name: 'fileType', label: '文件类型', type: 'select', options: FILE_TYPE_OPTIONS },
  ],
  columns: [
    { title: '文件名称', dataIndex: 'fileName', sorter: true, ellipsis: true },
    {
      title: '文件类型',
      dataIndex: 'fileType',
      sorter: true,
      width: 110,
      render: (v: string) => fileTypeText(v),
    },
    { title: '业务目录', dataIndex: 'biz', sorter: true, width: 110, render: (v: string) => bizText(v) },
    {
      title: '文件大小',
      dataIndex: 'fileSize',
      sorter: true,
      width: 110,
      align: 'right',
      render: (v: number) => formatBytes(v),
    },
    { title: '上传人', dataIndex: 'uploaderName', width: 120 },
    { title: '上传时间', dataIndex: 'createTime', sorter: true, width: 170 },
  ],
  superQueryFields: [
    { field: 'fileName', label: '文件名称', type: 'string' },
    { field: 'biz', label: '业务目录', type: 'string', options: BIZ_OPTIONS },
    { field: 'fileType', label: '文件类型', type: 'string', options: FILE_TYPE_OPTIONS },
    { field: 'fileSize', label: '文件大小（字节）', type: 'number' },
    { field: 'createBy', label: '上传账号', type: 'string' },
    { field: 'createTime', label: '上传时间', type: 'datetime' },
  ],
};
