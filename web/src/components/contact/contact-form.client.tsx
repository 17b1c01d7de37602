'use client';

import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { toast } from 'sonner';
import buttons from '@/components/ui/button.module.css';
import {
  CONTACT_FIELDS,
  CONTACT_LIMITS,
  validateContact,
  validateContactField,
  type ContactErrorCode,
  type ContactErrors,
  type ContactField,
} from './contact-schema';
import styles from './contact-form.module.css';

export interface ContactFormLabels {
  fields: Record<ContactField, { label: string; placeholder: string }>;
  optional: string;
  errors: Record<ContactField, Partial<Record<ContactErrorCode, string>>>;
  /** Announced when a submission has errors. */
  fixErrors: string;
  submit: string;
  /** The honest outcome while sending is not wired: nothing was sent, nothing was lost. */
  notSent: string;
  notSentDescription: string;
}

type Values = Record<ContactField, string>;

const EMPTY: Values = { fullName: '', email: '', phone: '', subject: '', message: '' };

const INPUTS: Record<
  Exclude<ContactField, 'message'>,
  { type: string; autoComplete: string; inputMode?: 'tel' | 'email' }
> = {
  fullName: { type: 'text', autoComplete: 'name' },
  email: { type: 'email', autoComplete: 'email', inputMode: 'email' },
  phone: { type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
  subject: { type: 'text', autoComplete: 'off' },
};

/**
 * The contact form: checked in the browser with the shared schema, errors
 * shown under each field and announced, and nothing the visitor typed is
 * ever cleared. Sending is not wired yet, so a valid form says so plainly.
 */
export function ContactForm({ labels }: { labels: ContactFormLabels }) {
  const id = useId();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [status, setStatus] = useState('');
  const fields = useRef<Partial<Record<ContactField, HTMLInputElement | HTMLTextAreaElement | null>>>({});

  const check = (field: ContactField, value: string) =>
    setErrors((current) => {
      const code = validateContactField(field, value);
      if ((current[field] ?? null) === code) return current;
      const next = { ...current };
      if (code) next[field] = code;
      else delete next[field];
      return next;
    });

  const change = (field: ContactField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    // Once a field shows an error (or after a first submit), it updates as the visitor fixes it.
    if (submitted || errors[field]) check(field, value);
  };

  const blur = (field: ContactField) => {
    if (values[field].trim() !== '') check(field, values[field]);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const result = validateContact(values);
    if (!result.success) {
      setErrors(result.errors);
      setStatus(labels.fixErrors);
      const first = CONTACT_FIELDS.find((field) => result.errors[field]);
      if (first) fields.current[first]?.focus();
      return;
    }
    setErrors({});
    setStatus('');
    // TODO(contact action): send through the server action; until then, say plainly that nothing was sent.
    toast.warning(labels.notSent, { description: labels.notSentDescription });
  };

  const counter = values.message.trim().length;

  return (
    <form className={styles.form} onSubmit={submit} noValidate method="post">
      <p className="sr-only" role="status" aria-live="polite">
        {status}
      </p>
      <div className={styles.row}>{(['fullName', 'email'] as const).map((field) => renderInput(field))}</div>
      <div className={styles.row}>{(['phone', 'subject'] as const).map((field) => renderInput(field))}</div>
      {renderField('message', (props) => (
        <textarea
          {...props}
          rows={7}
          className={`${styles.control} ${styles.textarea}`}
          value={values.message}
          onChange={(event) => change('message', event.target.value)}
        />
      ))}
      <div className={styles.footer}>
        <p className={styles.counter} aria-hidden="true" data-over={counter > CONTACT_LIMITS.message.max}>
          {counter} / {CONTACT_LIMITS.message.max}
        </p>
        <button type="submit" className={`${buttons.button} ${buttons.primary}`}>
          {labels.submit}
          <svg
            viewBox="0 0 24 24"
            width="16"
            height="16"
            aria-hidden="true"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d="M5 12h14M13 6l6 6-6 6" />
          </svg>
        </button>
      </div>
    </form>
  );

  function renderInput(field: Exclude<ContactField, 'message'>) {
    const input = INPUTS[field];
    return renderField(field, (props) => (
      <input
        {...props}
        type={input.type}
        autoComplete={input.autoComplete}
        inputMode={input.inputMode}
        className={styles.control}
        value={values[field]}
        onChange={(event) => change(field, event.target.value)}
      />
    ));
  }

  function renderField(
    field: ContactField,
    control: (props: {
      id: string;
      name: string;
      placeholder: string;
      required: boolean;
      'aria-invalid': boolean;
      'aria-describedby': string | undefined;
      onBlur: () => void;
      ref: (element: HTMLInputElement | HTMLTextAreaElement | null) => void;
    }) => ReactNode,
  ) {
    const inputId = `${id}-${field}`;
    const errorId = `${inputId}-error`;
    const code = errors[field];
    const message = code ? (labels.errors[field][code] ?? labels.errors[field].invalid ?? '') : '';
    const optional = field === 'phone';
    return (
      <div className={styles.field} key={field} data-invalid={Boolean(code)}>
        <label htmlFor={inputId} className={styles.label}>
          {labels.fields[field].label}
          {optional ? <span className={styles.optional}>{labels.optional}</span> : null}
        </label>
        {control({
          id: inputId,
          name: field,
          placeholder: labels.fields[field].placeholder,
          required: !optional,
          'aria-invalid': Boolean(code),
          'aria-describedby': code ? errorId : undefined,
          onBlur: () => blur(field),
          ref: (element) => {
            fields.current[field] = element;
          },
        })}
        {code ? (
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
            {message}
          </p>
        ) : null}
      </div>
    );
  }
}
