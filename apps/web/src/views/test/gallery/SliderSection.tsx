import { Button, Space } from 'antd';
import { useState } from 'react';
import { DragVerify } from '../../../components/slider/DragVerify.tsx';
import { GalleryDemo } from './GalleryDemo.tsx';

/** 滑块验证: drag (or use the arrow keys / Home / End) to the end; early release snaps back. */
export default function SliderSection() {
  const [verified, setVerified] = useState(false);
  const [successes, setSuccesses] = useState(0);
  return (
    <>
      <GalleryDemo
        title="拖动滑块"
        description="拖到最右端即验证通过，中途松开会回到起点；通过后不能再拖动。"
        value={verified ? `验证通过（第 ${successes} 次）` : '未验证'}
      >
        <Space orientation="vertical" style={{ width: '100%', maxWidth: 360 }}>
          <DragVerify value={verified} onChange={setVerified} onSuccess={() => setSuccesses((n) => n + 1)} />
          <Button onClick={() => setVerified(false)} disabled={!verified}>
            重新验证
          </Button>
        </Space>
      </GalleryDemo>
      <GalleryDemo title="自定义文字与高度">
        <div style={{ maxWidth: 360 }}>
          <DragVerify aria-label="拖动滑块解锁" text="向右拖动解锁" successText="已解锁" height={48} />
        </div>
      </GalleryDemo>
    </>
  );
}
