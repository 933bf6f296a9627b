import { PagePlaceholder } from '../components/PagePlaceholder';

export function DpaPage() {
  return <PagePlaceholder page="dpa" />;
}
