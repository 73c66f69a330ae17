import { Modal } from 'antd';
import { fileAccessUrl } from '../../../utils/fileAccessUrl.ts';
import type { StoredFile } from './fileApi.ts';

/** An uploaded image at full size (other files are downloaded, never shown inline). */
export function FilePreviewModal({ file, onClose }: { file: StoredFile | null; onClose(): void }) {
  return (
    <Modal
      title={file?.fileName ?? '图片预览'}
      open={file !== null}
      onCancel={onClose}
      footer={null}
      width={720}
    >
      {file ? (
        <img className="hcs-file-preview" src={fileAccessUrl(file.url ?? '')} alt={file.fileName ?? ''} />
      ) : null}
    </Modal>
  );
}
