import type { ReactNode } from 'react';

interface SubmitButtonProps {
  pending: boolean;
  children: ReactNode;
  pendingLabel: string;
  wide?: boolean;
}

// aria-disabled rather than disabled: a disabled button drops the keyboard focus mid-submit.
export function SubmitButton({ pending, children, pendingLabel, wide = true }: SubmitButtonProps) {
  return (
    <button
      type="submit"
      className={wide ? 'button button--primary button--large button--wide' : 'button button--primary'}
      aria-disabled={pending || undefined}
    >
      {pending ? pendingLabel : children}
    </button>
  );
}
