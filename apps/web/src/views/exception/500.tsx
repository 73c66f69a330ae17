import { ExceptionResult } from '../../components/ExceptionResult.tsx';

export default function Exception500() {
  return <ExceptionResult status="500" />;
}
