import { DeleteOutlined, DownloadOutlined, EyeOutlined } from '@ant-design/icons';
import { Button, Descriptions, Modal, Space } from 'antd';
import { formatBytes } from '../../utils/formatBytes.ts';
import type { UploadItem } from './uploadValue.ts';
import { useFileActions } from './useFileActions.ts';

interface Props {
  /** The file the dialog is about; the dialog is open while there is one. */
  item: UploadItem | null;
  onClose(): void;
  /** Whether 下载 is offered; default true. */
  allowDownload?: boolean;
  /** Offered unless the field is read-only or removing is not allowed. */
  onRemove?: (uid: string) => void;
  /** Offered for images. */
  onPreview?: (item: UploadItem) => void;
  /** Once the dialog has gone (and the focus has gone back to what opened it, when that is still there). */
  afterClose?: () => void;
}

/** The file-operations popup (spec §2 "Dialogs"), the "more" of a done file: what it is, download, preview, delete. */
export function FileOperationsModal(props: Props) {
  const { item, onClose, allowDownload = true, onRemove, onPreview, afterClose } = props;
  const { download } = useFileActions();
  return (
    <Modal
      title="文件操作"
      open={item !== null}
      onCancel={onClose}
      afterClose={afterClose}
      footer={<Button onClick={onClose}>关闭</Button>}
      destroyOnHidden
    >
      {item ? (
        <>
          <Descriptions
            column={1}
            size="small"
            items={[
              { key: 'name', label: '文件名', children: item.name },
              {
                key: 'size',
                label: '大小',
                children: item.size === undefined ? '—' : formatBytes(item.size),
              },
              { key: 'path', label: '存储路径', children: item.path ?? '—' },
            ]}
          />
          <Space wrap className="hcs-upload__operations">
            {allowDownload ? (
              <Button icon={<DownloadOutlined />} onClick={() => download(item)}>
                下载
              </Button>
            ) : null}
            {onPreview ? (
              <Button icon={<EyeOutlined />} onClick={() => onPreview(item)}>
                预览
              </Button>
            ) : null}
            {onRemove ? (
              <Button
                danger
                icon={<DeleteOutlined />}
                onClick={() => {
                  onRemove(item.uid);
                  onClose();
                }}
              >
                删除
              </Button>
            ) : null}
          </Space>
        </>
      ) : null}
    </Modal>
  );
}
