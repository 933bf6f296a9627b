import { PagePlaceholder } from '../components/PagePlaceholder';

export function VisitorHomePage() {
  return <PagePlaceholder page="visitorHome" />;
}
