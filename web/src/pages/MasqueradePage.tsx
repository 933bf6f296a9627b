import { PagePlaceholder } from '../components/PagePlaceholder';

export function MasqueradePage() {
  return <PagePlaceholder page="masquerade" />;
}
