import { ExceptionResult } from '../../components/ExceptionResult.tsx';

export default function Exception404() {
  return <ExceptionResult status="404" />;
}
