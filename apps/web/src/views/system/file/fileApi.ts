import type { ListUrls } from '../../../components/list/index.ts';

/** An uploaded file as the list answers it (GET /sys/file/list). */
export interface StoredFile {
  id: string;
  /** The name it was uploaded with. */
  fileName: string;
  /** The stored relative path, served under /sys/common/static. */
  url: string;
  biz: string;
  /** image, pdf, doc, excel, ppt, text, zip, video or audio. */
  fileType: string;
  fileSize: number;
  storeType: string;
  createBy: string | null;
  /** The uploader's real name (上传人). */
  uploaderName: string | null;
  createTime: string;
}

export const FILE_URLS: ListUrls = {
  list: '/sys/file/list',
  delete: '/sys/file/delete',
  deleteBatch: '/sys/file/deleteBatch',
};

/** The folders (biz) an upload goes to, as people call them. */
export const BIZ_OPTIONS = [
  { value: 'temp', text: '临时文件' },
  { value: 'avatar', text: '头像' },
  { value: 'announcement', text: '通告' },
  { value: 'editor', text: '富文本' },
  { value: 'workorder', text: '工单' },
  { value: 'audience', text: '服务对象' },
  { value: 'report', text: '报表' },
  { value: 'message', text: '消息' },
];

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
];

const textOf = (options: { value: string; text: string }[], value: string) =>
  options.find((o) => o.value === value)?.text ?? value;

export const bizText = (biz: string) => textOf(BIZ_OPTIONS, biz);
export const fileTypeText = (type: string) => textOf(FILE_TYPE_OPTIONS, type);
