import { PagePlaceholder } from '../components/PagePlaceholder';

export function AgentPage() {
  return <PagePlaceholder page="agent" />;
}
