import { Card, Empty, Tabs } from 'antd';
import { lazy, Suspense, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { PageLoading } from '../../components/PageLoading.tsx';
import { gallerySections } from './gallery/sections.ts';
import './gallery/gallery.css';

/** 组件示例 (/test/home): every component of the toolkit with its variants, one tab per family. */
export default function ComponentGalleryPage() {
  const [params, setParams] = useSearchParams();
  const views = useMemo(() => new Map(gallerySections.map((s) => [s.key, lazy(s.load)] as const)), []);
  const first = gallerySections[0];
  if (!first) return <Empty description="暂无组件" />;
  const requested = params.get('tab');
  const active = gallerySections.find((s) => s.key === requested)?.key ?? first.key;

  return (
    <Card className="hcs-gallery" title="组件示例">
      <Tabs
        activeKey={active}
        onChange={(key) => setParams({ tab: key }, { replace: true })}
        destroyOnHidden
        items={gallerySections.map((section) => {
          const View = views.get(section.key);
          return {
            key: section.key,
            label: section.title,
            children: View ? (
              <Suspense fallback={<PageLoading />}>
                <View />
              </Suspense>
            ) : null,
          };
        })}
      />
    </Card>
  );
}
