import { HomeLink } from '../components/HomeLink';
import { PagePlaceholder } from '../components/PagePlaceholder';

export function ErrorPage() {
  return (
    <PagePlaceholder page="error">
      <HomeLink />
    </PagePlaceholder>
  );
}
