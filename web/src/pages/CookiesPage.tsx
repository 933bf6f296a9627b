import { PagePlaceholder } from '../components/PagePlaceholder';

export function CookiesPage() {
  return <PagePlaceholder page="cookies" />;
}
