import { StatusPage } from '../components/StatusPage';

export function ErrorPage() {
  return <StatusPage status="error" />;
}
