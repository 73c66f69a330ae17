import { fileResource } from '@hcs/shared';
import type { ListPageConfig } from '../../../components/list/index.ts';
import { resourceListConfig } from '../../../components/resource/resourceListConfig.ts';
import { formatBytes } from '../../../utils/formatBytes.ts';
import type { StoredFile } from './fileApi.ts';

const derived = resourceListConfig(fileResource, {
  render: { fileSize: (value) => (typeof value === 'number' ? formatBytes(value) : '') },
});

/** 文件列表: search by name, folder and type; who uploaded what, how large (right-aligned), when. */
export const fileListConfig: ListPageConfig<StoredFile> = {
  ...derived,
  columns: derived.columns.map((column) =>
    'dataIndex' in column && column.dataIndex === 'fileSize' ? { ...column, align: 'right' } : column,
  ),
  // The advanced query compares the size as stored.
  superQueryFields: derived.superQueryFields?.map((field) =>
    field.field === 'fileSize' ? { ...field, label: '文件大小（字节）' } : field,
  ),
};
