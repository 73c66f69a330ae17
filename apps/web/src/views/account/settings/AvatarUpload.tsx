import { UploadOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Upload, type UploadProps } from 'antd';
import ImgCrop from 'antd-img-crop';
import { useState } from 'react';
import { uploadedPath, uploadFile } from '../../../api/upload.ts';
import { fileAccessUrl } from '../../../utils/fileAccessUrl.ts';
import { useServerAction } from '../../../utils/serverAction.ts';

const AVATAR_TYPES = 'image/png,image/jpeg,image/webp';

/** The avatar with 更换头像: the chosen picture is cropped square, uploaded, then handed to `onChange`. */
export function AvatarUpload({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (path: string) => Promise<void>;
}) {
  const act = useServerAction();
  const [busy, setBusy] = useState(false);

  const customRequest: UploadProps['customRequest'] = async ({ file, onSuccess, onError }) => {
    if (!(file instanceof File)) return;
    setBusy(true);
    const answer = await act(uploadFile(file, { biz: 'avatar' }));
    const path = uploadedPath(answer);
    if (path) {
      await onChange(path);
      onSuccess?.(answer);
    } else {
      onError?.(new Error('上传失败！'));
    }
    setBusy(false);
  };

  return (
    <div className="hcs-account-avatar">
      <Avatar size={120} src={fileAccessUrl(value)} icon={<UserOutlined />} alt="当前头像" />
      <ImgCrop
        cropShape="round"
        showReset
        modalTitle="裁剪头像"
        modalOk="确定"
        modalCancel="取消"
        resetText="重置"
      >
        <Upload accept={AVATAR_TYPES} showUploadList={false} customRequest={customRequest}>
          <Button icon={<UploadOutlined />} loading={busy}>
            更换头像
          </Button>
        </Upload>
      </ImgCrop>
    </div>
  );
}
