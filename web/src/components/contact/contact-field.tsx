import type { ReactNode } from 'react';
import type { ContactErrorCode, ContactField as Field } from '@/contact/fields';
import styles from './contact-form.module.css';

/** What a field's control receives from the form: its ids, state and handlers. */
export interface ControlProps {
  id: string;
  name: string;
  placeholder: string;
  required: boolean;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
  onFocus: () => void;
  onBlur: () => void;
  ref: (element: HTMLInputElement | HTMLTextAreaElement | null) => void;
}

/** A labelled field of the contact form: its label (with "optional"), its control, and its error under it. */
export function ContactField({
  field,
  id,
  label,
  optional,
  error,
  control,
  handlers,
}: {
  field: Field;
  id: string;
  label: string;
  /** The "optional" mark, for the one field that may stay empty. */
  optional: string | null;
  /** The error shown under the field, if any. */
  error: { code: ContactErrorCode; message: string } | null;
  control: (props: ControlProps) => ReactNode;
  handlers: Pick<ControlProps, 'onFocus' | 'onBlur' | 'ref' | 'placeholder'>;
}) {
  const errorId = `${id}-error`;
  return (
    <div className={styles.field} data-invalid={Boolean(error)}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {optional ? <span className={styles.optional}>{optional}</span> : null}
      </label>
      {control({
        id,
        name: field,
        required: !optional,
        'aria-invalid': Boolean(error),
        'aria-describedby': error ? errorId : undefined,
        ...handlers,
      })}
      {error ? (
        <p id={errorId} className={styles.error}>
          <svg
            viewBox="0 0 24 24"
            width="14"
            height="14"
            aria-hidden="true"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.2"
            strokeLinecap="round"
          >
            <circle cx="12" cy="12" r="9" />
            <path d="M12 8v5m0 3h.01" />
          </svg>
          {error.message}
        </p>
      ) : null}
    </div>
  );
}
