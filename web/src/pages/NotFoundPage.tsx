import { HomeLink } from '../components/HomeLink';
import { PagePlaceholder } from '../components/PagePlaceholder';

export function NotFoundPage() {
  return (
    <PagePlaceholder page="notFound">
      <HomeLink />
    </PagePlaceholder>
  );
}
