import { PagePlaceholder } from '../components/PagePlaceholder';

export function InterestPage() {
  return <PagePlaceholder page="interest" />;
}
