import { Card, Typography } from 'antd';
import type { ReactNode } from 'react';

interface GalleryDemoProps {
  title: string;
  description?: ReactNode;
  /**
   * The value the demo's control emits, shown under it so a viewer (and a test, by the test id
   * `value-<title>`) can read it. Leave the prop out for demos without a value.
   */
  value?: unknown;
  children: ReactNode;
}

function show(value: unknown): string {
  if (value === undefined || value === null || value === '') return '（空）';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** One variant on the gallery: a titled card, the control, and the value it currently holds. */
export function GalleryDemo(props: GalleryDemoProps) {
  const { title, description, value, children } = props;
  return (
    <Card className="hcs-gallery__demo" size="small" title={title}>
      {description ? <Typography.Paragraph type="secondary">{description}</Typography.Paragraph> : null}
      {children}
      {'value' in props ? (
        <div className="hcs-gallery__value" data-testid={`value-${title}`}>
          当前值：{show(value)}
        </div>
      ) : null}
    </Card>
  );
}
