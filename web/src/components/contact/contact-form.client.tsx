'use client';

import { useActionState, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Icon } from '@/components/ui/icon';
import buttons from '@/components/ui/button.module.css';
import { notify } from '@/components/toasts/notify';
import { CONTACT } from '@/config/contact';
import {
  CONTACT_FIELDS,
  CONTACT_LIMITS,
  type ContactErrorCode,
  type ContactErrors,
  type ContactField,
} from './contact-fields';
import {
  EMPTY_CONTACT_VALUES,
  initialContactFormState,
  type ContactFormState,
  type ContactFormValues,
} from './form-state';
import styles from './contact-form.module.css';

/**
 * The rules (zod) load when the visitor first touches the form, not with the
 * page: they are the same module the server action validates with.
 */
const loadRules = () => import('./contact-schema');

export interface ContactFormLabels {
  fields: Record<ContactField, { label: string; placeholder: string }>;
  optional: string;
  errors: Record<ContactField, Partial<Record<ContactErrorCode, string>>>;
  /** Announced when a submission has errors. */
  fixErrors: string;
  submit: string;
  /** The loading toast. */
  sending: string;
  /** The request itself failed (offline, server down): nothing was lost, try again. */
  failed: string;
  /** More than the server accepts: said before sending anything. */
  tooLarge: string;
  /** The label of the trap field people never see. */
  honeypot: string;
}

type SendContactMessage = (state: ContactFormState, form: FormData) => Promise<ContactFormState>;

const INPUTS: Record<
  Exclude<ContactField, 'message'>,
  { type: string; autoComplete: string; inputMode?: 'tel' | 'email' }
> = {
  fullName: { type: 'text', autoComplete: 'name' },
  email: { type: 'email', autoComplete: 'email', inputMode: 'email' },
  phone: { type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
  subject: { type: 'text', autoComplete: 'off' },
};

const byteLength = (values: ContactFormValues) => new Blob(CONTACT_FIELDS.map((field) => values[field])).size;

/**
 * The contact form. Without JavaScript it posts to the server action and the
 * page comes back with the answer: errors beside the fields and what was typed
 * kept, or a success notice. With JavaScript it is checked in the browser with
 * the same schema first, then sent with a toast (loading, then success or
 * error); it resets on success and keeps everything on error.
 */
export function ContactForm({
  action,
  initialState,
  locale,
  labels,
}: {
  action: SendContactMessage;
  initialState: ContactFormState;
  locale: string;
  labels: ContactFormLabels;
}) {
  const id = useId();
  // Only a post without JavaScript (or before hydration) goes through React's form action: `answered` is its answer.
  const [answered, formAction] = useActionState(action, initialState);
  const [values, setValues] = useState<ContactFormValues>(answered.values);
  const [errors, setErrors] = useState<ContactErrors>(answered.errors);
  const [token, setToken] = useState(answered.token);
  const [notice, setNotice] = useState(answered.status === 'idle' ? null : answered);
  const [submitted, setSubmitted] = useState(answered.status === 'error');
  const [pending, setPending] = useState(false);
  const [status, setStatus] = useState('');
  const fields = useRef<Partial<Record<ContactField, HTMLInputElement | HTMLTextAreaElement | null>>>({});
  // Pressing the send button blurs the field being typed in: an error appearing then would move the button
  // away from under the pointer, and the click would miss it. The submit checks every field anyway.
  const pressingSend = useRef(false);

  const check = async (field: ContactField, value: string) => {
    const { validateContactField } = await loadRules();
    setErrors((current) => {
      const code = validateContactField(field, value);
      if ((current[field] ?? null) === code) return current;
      const next = { ...current };
      if (code) next[field] = code;
      else delete next[field];
      return next;
    });
  };

  const change = (field: ContactField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    // Once a field shows an error (or after a first submit), it updates as the visitor fixes it.
    if (submitted || errors[field]) void check(field, value);
  };

  const blur = (field: ContactField) => {
    if (!pressingSend.current && values[field].trim() !== '') void check(field, values[field]);
  };

  const showErrors = (found: ContactErrors) => {
    setErrors(found);
    setStatus(labels.fixErrors);
    const first = CONTACT_FIELDS.find((field) => found[field]);
    if (first) fields.current[first]?.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    // With JavaScript, the form never navigates: the action is called directly, inside a promise toast.
    event.preventDefault();
    pressingSend.current = false;
    if (pending) return;
    setSubmitted(true);
    setNotice(null);
    const form = new FormData(event.currentTarget);
    const { validateContact } = await loadRules();
    const result = validateContact(values);
    if (!result.success) return showErrors(result.errors);
    setErrors({});
    setStatus('');
    if (byteLength(values) > CONTACT.maxFieldBytes) return notify.error(labels.tooLarge);

    setPending(true);
    // React's fields for a post without JavaScript (the action reference, the previous state) are not needed here.
    for (const key of [...form.keys()]) if (key.startsWith('$ACTION')) form.delete(key);
    const sending = action(initialContactFormState(token), form)
      .then(
        (answer) => {
          setToken(answer.token);
          if (answer.status !== 'success') {
            if (Object.keys(answer.errors).length > 0) showErrors(answer.errors);
            throw new Error(answer.message);
          }
          setValues(EMPTY_CONTACT_VALUES);
          setErrors({});
          setSubmitted(false);
          return answer.message;
        },
        () => {
          throw new Error(labels.failed);
        },
      )
      .finally(() => setPending(false));
    sending.catch(() => {});
    notify.promise(sending, {
      loading: labels.sending,
      success: (message) => message,
      error: (error) => (error as Error).message,
    });
  };

  const counter = values.message.trim().length;

  return (
    <form
      className={styles.form}
      action={formAction}
      onSubmit={submit}
      onFocus={() => void loadRules()}
      noValidate
      aria-busy={pending}
    >
      <p className="sr-only" role="status" aria-live="polite">
        {status}
      </p>
      {notice ? (
        <p
          className={styles.notice}
          data-status={notice.status}
          role={notice.status === 'success' ? 'status' : 'alert'}
        >
          {notice.message}
        </p>
      ) : null}
      <input type="hidden" name="token" value={token} />
      <input type="hidden" name="locale" value={locale} />
      <div className={styles.trap} aria-hidden="true">
        <label htmlFor={`${id}-trap`}>{labels.honeypot}</label>
        <input id={`${id}-trap`} name={CONTACT.honeypotField} type="text" tabIndex={-1} autoComplete="off" />
      </div>
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
        <button
          type="submit"
          className={`${buttons.button} ${buttons.primary}`}
          aria-disabled={pending}
          onPointerDown={() => (pressingSend.current = true)}
        >
          {labels.submit}
          <Icon>
            <path d="M5 12h14M13 6l6 6-6 6" />
          </Icon>
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
      onFocus: () => void;
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
          // A press on the send button that did not end in a submit is over once a field is focused again.
          onFocus: () => (pressingSend.current = false),
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
