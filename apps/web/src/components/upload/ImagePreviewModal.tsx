import { Modal } from 'antd';
import { fileAccessUrl } from '../../utils/fileAccessUrl.ts';
import type { UploadItem } from './uploadValue.ts';

interface Props {
  item: UploadItem | null;
  onClose(): void;
  afterClose?: () => void;
}

/** A done image at full size. */
export function ImagePreviewModal({ item, onClose, afterClose }: Props) {
  return (
    <Modal
      title={item?.name ?? '图片预览'}
      open={item !== null}
      onCancel={onClose}
      afterClose={afterClose}
      footer={null}
      width={720}
    >
      {item ? <img className="hcs-upload__preview" src={fileAccessUrl(item.path)} alt={item.name} /> : null}
    </Modal>
  );
}
