import { defineResource } from '../resource/define.ts';

/** The folders (biz) an upload goes to, as people call them. */
export const FILE_BIZ_OPTIONS = [
  { value: 'temp', text: '临时文件' },
  { value: 'avatar', text: '头像' },
  { value: 'announcement', text: '通告' },
  { value: 'editor', text: '富文本' },
  { value: 'workorder', text: '工单' },
  { value: 'audience', text: '服务对象' },
  { value: 'report', text: '报表' },
  { value: 'message', text: '消息' },
] as const;

/** The kinds of file the upload records. */
export const FILE_TYPE_OPTIONS = [
  { value: 'image', text: '图片' },
  { value: 'pdf', text: 'PDF' },
  { value: 'doc', text: 'Word文档' },
  { value: 'excel', text: 'Excel表格' },
  { value: 'ppt', text: '演示文稿' },
  { value: 'text', text: '文本' },
  { value: 'zip', text: '压缩包' },
  { value: 'video', text: '视频' },
  { value: 'audio', text: '音频' },
] as const;

/**
 * 文件 (系统管理 → 文件列表): the uploads recorded in sys_file. They come from uploads only: never added,
 * edited, imported or exported here; a delete removes the stored file too.
 */
export const fileResource = defineResource({
  title: '文件',
  table: 'sys_file',
  path: '/sys/file',
  permissionPrefix: 'system:file',
  menuComponent: 'system/FileList',
  defaultSort: 'createTime',
  without: ['add', 'edit', 'import', 'export'],
  fields: {
    fileName: { label: '文件名称', type: 'string', list: { ellipsis: true }, search: true, superQuery: true },
    /** The stored relative path, served under /sys/common/static. */
    url: { label: '文件路径', type: 'string' },
    fileType: {
      label: '文件类型',
      type: 'string',
      options: FILE_TYPE_OPTIONS,
      list: { width: 110 },
      search: true,
      superQuery: true,
    },
    biz: {
      label: '业务目录',
      type: 'string',
      options: FILE_BIZ_OPTIONS,
      list: { width: 110 },
      search: true,
      superQuery: true,
    },
    fileSize: { label: '文件大小', type: 'number', list: { width: 110 }, superQuery: true },
    storeType: { label: '存储方式', type: 'string' },
    /** The uploader's real name, added to each page of the list. */
    uploaderName: { label: '上传人', type: 'string', derived: true, list: { width: 120, sortable: false } },
    createBy: { label: '上传账号', type: 'string', superQuery: true },
    createTime: { label: '上传时间', type: 'datetime', list: { width: 170 }, superQuery: true },
  },
});
