import { PagePlaceholder } from '../components/PagePlaceholder';

export function SignOutPage() {
  return <PagePlaceholder page="signOut" />;
}
