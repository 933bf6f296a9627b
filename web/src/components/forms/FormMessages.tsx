import type { ReactNode } from 'react';

/** A failed submission: role=alert so screen readers say it without moving focus. */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="form-alert">
      {children}
    </p>
  );
}

/** A polite live region, always in the page so that a change of its text is announced. */
export function FormNotice({ children }: { children?: ReactNode }) {
  return (
    <p role="status" className={children ? 'form-notice' : 'form-notice is-empty'}>
      {children}
    </p>
  );
}
