import { PagePlaceholder } from '../components/PagePlaceholder';

export function ShortCodePage() {
  return <PagePlaceholder page="shortCode" />;
}
