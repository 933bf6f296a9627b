import { PagePlaceholder } from '../components/PagePlaceholder';

export function PrivacyPage() {
  return <PagePlaceholder page="privacy" />;
}
