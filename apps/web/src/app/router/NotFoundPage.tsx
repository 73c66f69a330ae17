import { ExceptionResult } from '../../components/ExceptionResult.tsx';
import { useDocumentTitle } from '../../layouts/main/useDocumentTitle.ts';

/** The route-level /404 page, shown on its own without the main layout. */
export function NotFoundPage() {
  useDocumentTitle('404');
  return (
    <main className="hcs-exception-page">
      <ExceptionResult status="404" asPageHeading />
    </main>
  );
}
