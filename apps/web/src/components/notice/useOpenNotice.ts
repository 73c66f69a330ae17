import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { markRead, type OpenType } from '../../api/notice.ts';
import { flattenRoutes } from '../../app/router/buildRoutes.ts';
import { useAppRoutes } from '../../app/router/useAppRoutes.ts';
import { MY_ANNOUNCEMENTS } from './myAnnouncements.ts';
import { useNoticeStore } from './noticeStore.ts';

/** What opening an announcement needs to know of it. */
export interface OpenableNotice {
  id: string;
  /** An OpenType; any other opens the detail. */
  openType: OpenType | string | null;
  openPage: string | null;
  busId?: string | null;
}

/**
 * Opens an announcement: marks it read (then reloads the bell and the lists of the user's own
 * announcements), and goes to the menu page named by openPage for openType component, or shows the
 * detail dialog otherwise.
 */
export function useOpenNotice(showDetail: (id: string) => void) {
  const navigate = useNavigate();
  const routes = useAppRoutes();
  const client = useQueryClient();

  return useCallback(
    (notice: OpenableNotice) => {
      markRead(notice.id)
        .then(() => useNoticeStore.getState().load())
        .then(() => client.invalidateQueries({ queryKey: MY_ANNOUNCEMENTS }))
        .catch(() => {
          // Not marked (refused, or failed and shown by the request client): the announcement still opens.
        });
      const page =
        notice.openType === 'component' && notice.openPage
          ? flattenRoutes(routes).find((route) => route.name === notice.openPage)
          : undefined;
      if (page) {
        navigate(notice.busId ? `${page.path}?id=${encodeURIComponent(notice.busId)}` : page.path);
      } else {
        showDetail(notice.id);
      }
    },
    [navigate, routes, showDetail, client],
  );
}
