import { App, Card, Empty } from 'antd';
import { lazy, Suspense, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { PageLoading } from '../../components/PageLoading.tsx';
import { PageHeaderContent } from '../../components/pageheader/pageHeaderHost.tsx';
import { gallerySections } from './gallery/sections.ts';
import './gallery/gallery.css';

/**
 * 组件示例 (/test/home): every component of the toolkit with its variants, one tab per family. The
 * page header holds the tabs and a search that opens the family whose name contains the text.
 */
export default function ComponentGalleryPage() {
  const { message } = App.useApp();
  const [params, setParams] = useSearchParams();
  const views = useMemo(() => new Map(gallerySections.map((s) => [s.key, lazy(s.load)] as const)), []);
  const first = gallerySections[0];
  if (!first) return <Empty description="暂无组件" />;
  const requested = params.get('tab');
  const active = gallerySections.find((s) => s.key === requested)?.key ?? first.key;
  const View = views.get(active);

  const open = (key: string) => setParams({ tab: key }, { replace: true });
  const search = (text: string) => {
    if (!text) return;
    const found = gallerySections.find((s) => s.title.toLowerCase().includes(text.toLowerCase()));
    if (found) open(found.key);
    else void message.warning(`没有名称含“${text}”的组件`);
  };

  return (
    <>
      <PageHeaderContent
        description="工具包里的每个组件及其变体，一类一页；各页的代码在打开时才加载。"
        search={{ label: '搜索组件', placeholder: '输入组件名称，例如 上传', onSearch: search }}
        tabs={{
          activeKey: active,
          onChange: open,
          items: gallerySections.map((section) => ({ key: section.key, label: section.title })),
        }}
      />
      <Card className="hcs-gallery">
        {View ? (
          <Suspense key={active} fallback={<PageLoading />}>
            <View />
          </Suspense>
        ) : null}
      </Card>
    </>
  );
}
