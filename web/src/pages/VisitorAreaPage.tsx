import { PagePlaceholder } from '../components/PagePlaceholder';

export function VisitorAreaPage() {
  return <PagePlaceholder page="visitorArea" />;
}
