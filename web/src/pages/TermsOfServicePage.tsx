import { LegalPage } from '../components/legal/LegalPage';

export function TermsOfServicePage() {
  return <LegalPage text="terms" title="termsOfService" />;
}
