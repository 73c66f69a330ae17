/** An empty list's text, legible (antd draws it in a faint grey that fails the contrast check). */
export function EmptyText({ children }: { children: string }) {
  return <span className="hcs-dashboard__empty">{children}</span>;
}
