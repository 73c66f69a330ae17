import { DEFAULT_UPLOAD_BIZ, displayNameOf, type UploadBiz } from '@hcs/shared';
import { App, Modal } from 'antd';
import { useState } from 'react';
import { fileAccessUrl } from '../../utils/fileAccessUrl.ts';
import { FileUpload } from './FileUpload.tsx';
import { splitPaths, UPLOAD_TEXT } from './uploadValue.ts';

/** One file the popup returns (spec §3 "Upload": popup result). */
export interface PopupFile {
  name: string;
  url: string;
  path: string;
  status: 'done';
  id: string;
}

interface Props {
  open: boolean;
  title?: string;
  fileType?: 'all' | 'image';
  bizPath?: UploadBiz;
  /** How many files at most; 0 (the default) is any number. */
  number?: number;
  onOk(files: PopupFile[]): void;
  onCancel(): void;
}

export function toPopupFiles(paths: string): PopupFile[] {
  return splitPaths(paths).map((path) => ({
    name: displayNameOf(path),
    url: fileAccessUrl(path) ?? path,
    path,
    status: 'done',
    id: path,
  }));
}

/**
 * The upload popup (spec §2 "Dialogs", width 520): files are uploaded in it, and confirming returns
 * them; confirming with none shows 未上传任何文件. Each opening starts empty.
 */
export function UploadPopup({
  open,
  title = '文件上传',
  fileType = 'all',
  bizPath = DEFAULT_UPLOAD_BIZ,
  number = 0,
  onOk,
  onCancel,
}: Props) {
  const { message } = App.useApp();
  const [paths, setPaths] = useState('');

  const confirm = () => {
    const files = toPopupFiles(paths);
    if (files.length === 0) {
      void message.warning(UPLOAD_TEXT.nothingUploaded);
      return;
    }
    onOk(files);
  };

  return (
    <Modal
      title={title}
      width={520}
      open={open}
      onOk={confirm}
      onCancel={onCancel}
      afterClose={() => setPaths('')}
      destroyOnHidden
    >
      <FileUpload value={paths} onChange={setPaths} fileType={fileType} bizPath={bizPath} maxCount={number} />
    </Modal>
  );
}
