import { useState } from 'react';
import { AreaPicker, AreaText, type AreaType } from '../../../components/area/index.ts';
import { GalleryDemo } from './GalleryDemo.tsx';

function AreaDemo({ title, type, initial }: { title: string; type: AreaType; initial?: string }) {
  const [value, setValue] = useState<string | undefined>(initial);
  const [text, setText] = useState('');
  return (
    <GalleryDemo title={title} value={value}>
      <AreaPicker
        aria-label={title}
        type={type}
        value={value}
        onChange={(next, nextText) => {
          setValue(next);
          setText(nextText);
        }}
        style={{ maxWidth: 360 }}
      />
      <div data-testid={`text-${title}`} style={{ marginTop: 8 }}>
        文字：{text || <AreaText value={value} />}
      </div>
    </GalleryDemo>
  );
}

/** 省市区: the three depths, a stored value shown as text, and the error of a bad type. */
export default function AreaSection() {
  return (
    <>
      <AreaDemo title="省" type="province" />
      <AreaDemo title="省市" type="city" />
      <AreaDemo title="省市区" type="district" initial="110000,110100,110101" />
      <GalleryDemo title="禁用">
        <AreaPicker
          aria-label="禁用的省市区"
          value="310000,310100,310101"
          disabled
          style={{ maxWidth: 360 }}
        />
      </GalleryDemo>
      <GalleryDemo title="错误的类型" description="type 既不是 province、city 也不是 district 时。">
        <AreaPicker aria-label="错误类型的省市区" type={'town' as AreaType} />
      </GalleryDemo>
    </>
  );
}
