import { LegalPage } from '../components/legal/LegalPage';

export function CookiesPage() {
  return <LegalPage text="cookies" title="cookies" />;
}
