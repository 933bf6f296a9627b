import { PagePlaceholder } from '../components/PagePlaceholder';

export function UserManagementPage() {
  return <PagePlaceholder page="userManagement" />;
}
