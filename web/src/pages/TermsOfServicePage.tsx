import { PagePlaceholder } from '../components/PagePlaceholder';

export function TermsOfServicePage() {
  return <PagePlaceholder page="termsOfService" />;
}
