import type { fileResource, ResourceRow } from '@hcs/shared';

/** An uploaded file as the list answers it (GET /sys/file/list), with its uploader's name (上传人). */
export type StoredFile = ResourceRow<typeof fileResource>;
