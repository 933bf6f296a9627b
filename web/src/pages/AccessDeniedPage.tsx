import { StatusPage } from '../components/StatusPage';

export function AccessDeniedPage() {
  return <StatusPage status="accessDenied" />;
}
