// The page of `npm run bench`'s grid benchmark (scripts/bench-grid.mjs), built on its own from
// apps/web/bench/grid.html and never part of the app's bundle. `?subject=` picks what it renders.
import { ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import { createRoot } from 'react-dom/client';
import { type BenchSubject, BenchView } from './BenchView.tsx';
import { BENCH_COLUMNS, benchRows } from './benchData.ts';
import { installEditProbe } from './editProbe.ts';
import { afterNextPaint } from './paint.ts';

declare global {
  interface Window {
    /** Milliseconds from the render call to just after the first paint of the filled table. */
    benchFirstRender?: number;
  }
}

const SUBJECTS: readonly BenchSubject[] = ['grid', 'table', 'tableVirtual'];
const params = new URLSearchParams(window.location.search);
const asked = params.get('subject');
const subject = SUBJECTS.find((s) => s === asked) ?? 'grid';
// ?rows=N for a smaller grid while profiling; the bench itself uses the default 10,000.
const rows = benchRows(Number(params.get('rows')) || undefined);
const element = document.getElementById('root');
if (!element) throw new Error('grid.html has no #root element');

installEditProbe();
const start = performance.now();
createRoot(element).render(
  <ConfigProvider locale={zhCN}>
    <BenchView
      subject={subject}
      columns={BENCH_COLUMNS}
      rows={rows}
      onMounted={() =>
        afterNextPaint(() => {
          window.benchFirstRender = performance.now() - start;
        })
      }
    />
  </ConfigProvider>,
);
