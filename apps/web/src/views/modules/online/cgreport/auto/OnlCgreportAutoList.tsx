import { useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { isListParam } from '../../../../../components/list/listUrlState.ts';
import { type FixedParams, ReportView } from './ReportView.tsx';

/** The report's id: the last segment of the page's path (/online/cgreport/{id}). */
export function reportIdOf(pathname: string): string {
  const last = pathname.split('/').filter(Boolean).at(-1) ?? '';
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

/** The page's URL parameters that are the report's, not the list's own (page, sort, q.…): sent as they are. */
export function fixedReportParams(search: URLSearchParams): FixedParams {
  const fixed: Record<string, string> = {};
  for (const [name, value] of search) if (!isListParam(name) && value !== '') fixed[name] = value;
  return fixed;
}

/** 在线报表 at /online/cgreport/{id} (a menu entry per report; `?sex=1` fixes a filter). */
export default function OnlCgreportAutoList() {
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const id = reportIdOf(pathname);
  const fixedKey = JSON.stringify(fixedReportParams(search));
  const fixed = useMemo(() => JSON.parse(fixedKey) as FixedParams, [fixedKey]);
  return <ReportView key={id} id={id} fixed={fixed} urlState />;
}
