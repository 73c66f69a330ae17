import { Button } from 'antd';
import { useState } from 'react';
import { FileUpload } from '../../../components/upload/FileUpload.tsx';
import { type ChosenImage, ImageUploadDialog } from '../../../components/upload/ImageUploadDialog.tsx';
import { type PopupFile, UploadPopup } from '../../../components/upload/UploadPopup.tsx';
import type { StructuredFile } from '../../../components/upload/uploadValue.ts';
import { GalleryDemo } from './GalleryDemo.tsx';

/** A stored path whose file does not exist: its thumbnail fails to load. */
const MISSING_IMAGE = `temp/20200101/示例图片_${'0'.repeat(32)}.png`;

/** 上传: the upload field in its modes, the upload popup and the image upload dialog. */
export default function UploadSection() {
  const [file, setFile] = useState('');
  const [files, setFiles] = useState<StructuredFile[]>([]);
  const [images, setImages] = useState('');
  const [avatar, setAvatar] = useState('');
  const [popupOpen, setPopupOpen] = useState(false);
  const [popupFiles, setPopupFiles] = useState<PopupFile[]>([]);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [image, setImage] = useState<ChosenImage | null>(null);

  return (
    <>
      <GalleryDemo
        title="文件上传"
        description="选择文件即上传；值为存储路径，多个以逗号分隔。完成的文件可下载、删除，或在“更多”中管理。"
        value={file}
      >
        <FileUpload value={file} onChange={setFile} />
      </GalleryDemo>
      <GalleryDemo
        title="多文件上传"
        description="一次可选多个文件；值为 {fileName, filePath, fileSize} 列表（returnUrl 为 false）。"
        value={files}
      >
        <FileUpload returnUrl={false} value={files} onChange={setFiles} text="选择多个文件" multiple />
      </GalleryDemo>
      <GalleryDemo
        title="图片上传"
        description="只收图片（类型含 image，否则提示“请上传图片”），最多 3 张，超出时保留最后 3 张；可左移、右移调整顺序。"
        value={images}
      >
        <FileUpload fileType="image" maxCount={3} value={images} onChange={setImages} aria-label="上传图片" />
      </GalleryDemo>
      <GalleryDemo title="单张图片" description="maxCount 为 1：新图片替换旧图片（如头像）。" value={avatar}>
        <FileUpload
          fileType="image"
          maxCount={1}
          bizPath="avatar"
          value={avatar}
          onChange={setAvatar}
          aria-label="上传头像"
        />
      </GalleryDemo>
      <GalleryDemo title="禁用" description="只读：上方“文件上传”和“图片上传”的文件只能下载或预览。">
        <FileUpload disabled value={file} />
        <FileUpload disabled fileType="image" value={images} />
      </GalleryDemo>
      <GalleryDemo title="图片加载失败" description="图片加载失败时显示错误图标，点击查看原因。">
        <FileUpload disabled fileType="image" value={MISSING_IMAGE} />
      </GalleryDemo>
      <GalleryDemo
        title="上传弹窗"
        description="宽 520；未上传文件就确定时提示“未上传任何文件”；返回 {name, url, path, status, id}。"
        value={popupFiles}
      >
        <Button onClick={() => setPopupOpen(true)}>打开上传弹窗</Button>
        <UploadPopup
          open={popupOpen}
          onOk={(chosen) => {
            setPopupFiles(chosen);
            setPopupOpen(false);
          }}
          onCancel={() => setPopupOpen(false)}
        />
      </GalleryDemo>
      <GalleryDemo
        title="图片上传对话框"
        description="本地图片上传或网络图片地址，备注选填；返回图片地址和备注（富文本编辑器插入图片用）。"
        value={image}
      >
        <Button onClick={() => setDialogOpen(true)}>插入图片</Button>
        <ImageUploadDialog
          open={dialogOpen}
          onOk={(chosen) => {
            setImage(chosen);
            setDialogOpen(false);
          }}
          onCancel={() => setDialogOpen(false)}
        />
      </GalleryDemo>
    </>
  );
}
