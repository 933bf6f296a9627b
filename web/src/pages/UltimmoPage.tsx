import { PagePlaceholder } from '../components/PagePlaceholder';

export function UltimmoPage() {
  return <PagePlaceholder page="ultimmo" />;
}
