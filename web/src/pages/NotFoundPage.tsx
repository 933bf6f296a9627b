import { StatusPage } from '../components/StatusPage';

export function NotFoundPage() {
  return <StatusPage status="notFound" />;
}
