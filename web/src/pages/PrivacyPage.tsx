import { LegalPage } from '../components/legal/LegalPage';

export function PrivacyPage() {
  return <LegalPage text="privacy" title="privacy" />;
}
