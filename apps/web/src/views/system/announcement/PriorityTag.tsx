import { Tag } from 'antd';

/** The priority (L, M, H) as a tag whose text says it; the colour only repeats what the text says. */
export function PriorityTag({ priority, text }: { priority: string | null; text: string }) {
  if (!priority) return null;
  return (
    <Tag variant="outlined" className={`hcs-annt-priority hcs-annt-priority--${priority}`}>
      {text}
    </Tag>
  );
}
