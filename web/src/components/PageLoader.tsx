import './PageLoader.css';

// Without a label before the catalogues have loaded: there is nothing translated to say yet.
export function PageLoader({ label }: { label?: string }) {
  return (
    <div className="page-loader" role="status" aria-busy="true">
      <span className="page-loader__spinner" aria-hidden="true" />
      {label && <span className="visually-hidden">{label}</span>}
    </div>
  );
}
