import { LegalPage } from '../components/legal/LegalPage';

export function DpaPage() {
  return <LegalPage text="dpa" title="dpa" />;
}
