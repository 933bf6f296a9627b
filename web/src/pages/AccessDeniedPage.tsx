import { HomeLink } from '../components/HomeLink';
import { PagePlaceholder } from '../components/PagePlaceholder';

export function AccessDeniedPage() {
  return (
    <PagePlaceholder page="accessDenied">
      <HomeLink />
    </PagePlaceholder>
  );
}
