import { PagePlaceholder } from '../components/PagePlaceholder';

export function BookingPage() {
  return <PagePlaceholder page="booking" />;
}
