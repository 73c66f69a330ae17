import { App, Form, Input, Modal, Tabs } from 'antd';
import { useState } from 'react';
import { fileAccessUrl } from '../../utils/fileAccessUrl.ts';
import { FileUpload } from './FileUpload.tsx';
import { splitPaths, UPLOAD_TEXT } from './uploadValue.ts';

/** The image to insert: a URL the browser can load, and the optional remark. */
export interface ChosenImage {
  url: string;
  remark: string;
}

interface Props {
  open: boolean;
  onOk(image: ChosenImage): void;
  onCancel(): void;
}

type Source = 'local' | 'network';

interface NetworkForm {
  url?: string;
  remark?: string;
}

const WEB_ADDRESS = /^https?:\/\/\S+$/i;

/**
 * The image upload dialog (spec §2 "Dialogs"): 本地图片上传 uploads one image (to the editor
 * folder), 网络图片地址 takes an http(s) address; both with an optional 备注. Each opening starts empty.
 */
export function ImageUploadDialog({ open, onOk, onCancel }: Props) {
  const { message } = App.useApp();
  const [source, setSource] = useState<Source>('local');
  const [localPath, setLocalPath] = useState('');
  const [localRemark, setLocalRemark] = useState('');
  const [network] = Form.useForm<NetworkForm>();

  const reset = () => {
    setSource('local');
    setLocalPath('');
    setLocalRemark('');
    network.resetFields();
  };

  const confirm = async () => {
    if (source === 'local') {
      const url = fileAccessUrl(splitPaths(localPath)[0]);
      if (!url) {
        void message.warning(UPLOAD_TEXT.nothingUploaded);
        return;
      }
      onOk({ url, remark: localRemark.trim() });
      return;
    }
    try {
      const values = await network.validateFields();
      onOk({ url: (values.url ?? '').trim(), remark: (values.remark ?? '').trim() });
    } catch {
      // The form shows what is missing.
    }
  };

  return (
    <Modal
      title="图片上传"
      open={open}
      onOk={() => void confirm()}
      onCancel={onCancel}
      afterClose={reset}
      forceRender
    >
      <Tabs
        activeKey={source}
        onChange={(key) => setSource(key as Source)}
        items={[
          {
            key: 'local',
            label: '本地图片上传',
            children: (
              <Form layout="vertical" component="div">
                <Form.Item label="图片" htmlFor="image-upload-local">
                  <FileUpload
                    id="image-upload-local"
                    fileType="image"
                    maxCount={1}
                    bizPath="editor"
                    value={localPath}
                    onChange={setLocalPath}
                    aria-label="上传本地图片"
                  />
                </Form.Item>
                <Form.Item label="备注" htmlFor="image-upload-local-remark">
                  <Input
                    id="image-upload-local-remark"
                    value={localRemark}
                    maxLength={200}
                    placeholder="请输入备注（选填）"
                    onChange={(e) => setLocalRemark(e.target.value)}
                  />
                </Form.Item>
              </Form>
            ),
          },
          {
            key: 'network',
            label: '网络图片地址',
            forceRender: true,
            children: (
              <Form<NetworkForm> form={network} name="image-upload-network" layout="vertical">
                <Form.Item
                  name="url"
                  label="图片地址"
                  rules={[
                    { required: true, whitespace: true, message: '请输入图片地址' },
                    { pattern: WEB_ADDRESS, message: '请输入以 http:// 或 https:// 开头的图片地址' },
                  ]}
                >
                  <Input placeholder="https://" maxLength={1000} />
                </Form.Item>
                <Form.Item name="remark" label="备注">
                  <Input placeholder="请输入备注（选填）" maxLength={200} />
                </Form.Item>
              </Form>
            ),
          },
        ]}
      />
    </Modal>
  );
}
