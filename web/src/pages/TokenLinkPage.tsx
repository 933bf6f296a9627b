import { PagePlaceholder } from '../components/PagePlaceholder';

export function TokenLinkPage() {
  return <PagePlaceholder page="tokenLink" />;
}
