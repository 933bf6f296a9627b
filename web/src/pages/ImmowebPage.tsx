import { PagePlaceholder } from '../components/PagePlaceholder';

export function ImmowebPage() {
  return <PagePlaceholder page="immoweb" />;
}
