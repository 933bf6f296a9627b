import { useId, type InputHTMLAttributes, type Ref } from 'react';

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  hint?: string;
  /** Shown under the input and read with it: focus the input to have it announced. */
  error?: string;
  ref?: Ref<HTMLInputElement>;
  /** A visible mark beside the label, and the input required for assistive technologies. */
  markRequired?: boolean;
}

export function Field({ label, hint, error, ref, markRequired, ...input }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const labelElement = (
    <label htmlFor={id} className="field__label">
      {label}
    </label>
  );
  return (
    <div className="field">
      {markRequired ? (
        // The mark sits beside the label, not in it: the field's name stays its label alone.
        <div className="field__label-row">
          {labelElement}
          <span className="field__mark" aria-hidden="true">
            *
          </span>
        </div>
      ) : (
        labelElement
      )}
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      <input
        id={id}
        ref={ref}
        className="field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        required={markRequired || undefined}
        aria-required={markRequired || undefined}
        {...input}
      />
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
