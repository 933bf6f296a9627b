import { PagePlaceholder } from '../components/PagePlaceholder';

export function AgencyPage() {
  return <PagePlaceholder page="agency" />;
}
