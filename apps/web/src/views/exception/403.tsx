import { ExceptionResult } from '../../components/ExceptionResult.tsx';

export default function Exception403() {
  return <ExceptionResult status="403" />;
}
