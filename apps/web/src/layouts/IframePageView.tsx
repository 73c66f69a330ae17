import { Result, Spin } from 'antd';
import { type RefObject, useLayoutEffect, useRef, useState } from 'react';
import './IframePageView.css';

/** The frame never gets shorter than this, however small the window. */
const MIN_HEIGHT = 360;
/** Space kept between the frame and the bottom of the window. */
const BOTTOM_GAP = 16;

/**
 * What a page from another origin may do in the frame: run, keep its own origin (its cookies and
 * storage), send forms, open windows and downloads. Not navigate the app around it (no
 * allow-top-navigation). A same-origin page gets no sandbox: with scripts and its origin allowed it
 * could lift the sandbox anyway, and the app's own pages need both.
 */
const CROSS_ORIGIN_SANDBOX =
  'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox allow-downloads allow-modals';

/** The sandbox of a frame showing `url`, or undefined for a page of the app's own origin. */
export function frameSandbox(url: string, origin: string = window.location.origin): string | undefined {
  return new URL(url).origin === origin ? undefined : CROSS_ORIGIN_SANDBOX;
}

/** The height that takes the element from where it starts down to the bottom of the window. */
function useFillHeight(ref: RefObject<HTMLElement | null>): number {
  const [height, setHeight] = useState(MIN_HEIGHT);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const top = element.getBoundingClientRect().top + window.scrollY;
      setHeight(Math.max(MIN_HEIGHT, Math.floor(window.innerHeight - top - BOTTOM_GAP)));
    };
    measure();
    window.addEventListener('resize', measure);
    // What is above the frame can change too (the tab bar, a shown or hidden page again).
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    observer?.observe(document.body);
    return () => {
      window.removeEventListener('resize', measure);
      observer?.disconnect();
    };
  }, [ref]);
  return height;
}

interface IframePageViewProps {
  /** The entry's url, its placeholders filled; undefined when it was not a valid URL. */
  url: string | undefined;
  /** The menu entry's title, which also names the frame. */
  title: string;
}

/**
 * An embedded page (spec §2; the family's `layouts/IframePageView`): the menu entry's url in a
 * frame that fills the content area under the tab bar, with a spinner until the page has loaded.
 */
export function IframePageView({ url, title }: IframePageViewProps) {
  if (!url) {
    return <Result status="warning" title="页面地址无效" subTitle="请在菜单管理中检查该菜单的访问路径" />;
  }
  return <IframeFrame key={url} url={url} title={title} />;
}

function IframeFrame({ url, title }: { url: string; title: string }) {
  const box = useRef<HTMLDivElement>(null);
  const height = useFillHeight(box);
  const [loaded, setLoaded] = useState(false);
  return (
    <div ref={box} className="hcs-iframe-page">
      <Spin spinning={!loaded} size="large" description="页面加载中…">
        <iframe
          className="hcs-iframe-page__frame"
          src={url}
          title={title}
          sandbox={frameSandbox(url)}
          allow="fullscreen"
          style={{ height }}
          onLoad={() => setLoaded(true)}
        />
      </Spin>
    </div>
  );
}
