import { InboxOutlined } from '@ant-design/icons';
import { App, Button, Modal, Progress, Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import { uploadAction } from '../../api/request.ts';
import { showImportResult } from './importResult.tsx';
import { newImportId, useImportProgress } from './useImportProgress.ts';

interface Props {
  open: boolean;
  /** The import endpoint (POST multipart). */
  url: string;
  onClose(): void;
  /** Called after any answer that imported rows, so the list reloads. */
  onImported(): void;
  /** Fields sent with the files (spec §7: the online import's isSingleTableImport, foreignKeys, validateStatus). */
  fields?: Readonly<Record<string, string>>;
}

const ACCEPT = '.xls,.xlsx';
/** An import of thousands of rows takes minutes; its progress shows it is alive, so it may. */
const IMPORT_TIMEOUT_MS = 10 * 60_000;

function isSheet(name: string): boolean {
  return /\.(xls|xlsx)$/i.test(name);
}

/**
 * The Excel import dialog (spec §4 "Import dialog", §5 "Upload and import"): .xls/.xlsx only,
 * the upload button disabled with no files and showing 上传中... while uploading.
 */
export function ImportModal({ open, url, onClose, onImported, fields }: Props) {
  const { message, modal } = App.useApp();
  const [files, setFiles] = useState<UploadFile[]>([]);
  const [uploading, setUploading] = useState(false);
  const [importId, setImportId] = useState<string | null>(null);
  const progress = useImportProgress(importId);

  const upload = async () => {
    const data = new FormData();
    for (const file of files) if (file.originFileObj) data.append('files[]', file.originFileObj, file.name);
    for (const [name, value] of Object.entries(fields ?? {})) data.append(name, value);
    setUploading(true);
    const id = newImportId();
    setImportId(id);
    const named = `${url}${url.includes('?') ? '&' : '?'}importId=${id}`;
    const imported = await showImportResult(
      uploadAction<unknown>(named, data, { timeoutMs: IMPORT_TIMEOUT_MS }),
      { message, modal },
      files.map((file) => file.name),
    );
    setUploading(false);
    setImportId(null);
    if (imported) {
      setFiles([]);
      onImported();
      onClose();
    }
  };

  return (
    <Modal
      title="导入"
      open={open}
      width={520}
      onCancel={uploading ? undefined : onClose}
      mask={{ closable: !uploading }}
      afterClose={() => setFiles([])}
      footer={[
        <Button key="close" onClick={onClose} disabled={uploading}>
          关闭
        </Button>,
        <Button
          key="upload"
          type="primary"
          disabled={files.length === 0}
          loading={uploading}
          onClick={() => void upload()}
        >
          {uploading ? '上传中...' : '开始上传'}
        </Button>,
      ]}
    >
      <Upload.Dragger
        accept={ACCEPT}
        multiple
        fileList={files}
        disabled={uploading}
        beforeUpload={(file) => {
          if (!isSheet(file.name)) {
            void message.warning(`${file.name} 不是 .xls 或 .xlsx 文件`);
            return Upload.LIST_IGNORE;
          }
          return false;
        }}
        onChange={({ fileList }) => setFiles(fileList.filter((f) => isSheet(f.name)))}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">点击或拖拽文件到此区域</p>
        <p className="ant-upload-hint">只能上传 .xls 或 .xlsx 文件</p>
      </Upload.Dragger>
      {uploading && progress && progress.total > 0 ? (
        <div className="hcs-import-progress" role="status" aria-live="polite">
          <Progress
            percent={Math.floor((progress.done / progress.total) * 100)}
            aria-label="导入进度"
            size="small"
          />
          <span>
            正在导入：已处理 {progress.done} / {progress.total} 行
          </span>
        </div>
      ) : null}
    </Modal>
  );
}
