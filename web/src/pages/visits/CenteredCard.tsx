import type { ReactNode } from 'react';
import '../../components/forms/forms.css';
import './visits.css';

/** One card in the middle of the page: an e-mailed link, a sign-out or a masquerade that went wrong. */
export function CenteredCard({ children, after }: { children: ReactNode; after?: ReactNode }) {
  return (
    <div className="centered-page">
      <section className="card card--narrow">{children}</section>
      {after}
    </div>
  );
}
