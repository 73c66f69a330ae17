import { Tag } from 'antd';
import type { AnnouncementPriority } from '../../../api/announcement.ts';

/** The priority as a tag whose text says it; the colour only repeats what the text says. */
export function PriorityTag({ priority, text }: { priority: AnnouncementPriority | null; text: string }) {
  if (!priority) return null;
  return (
    <Tag variant="outlined" className={`hcs-annt-priority hcs-annt-priority--${priority}`}>
      {text}
    </Tag>
  );
}
