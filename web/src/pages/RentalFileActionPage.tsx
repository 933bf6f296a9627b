import { PagePlaceholder } from '../components/PagePlaceholder';

export function RentalFileActionPage() {
  return <PagePlaceholder page="rentalFileAction" />;
}
