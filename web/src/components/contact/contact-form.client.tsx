'use client';

import { useActionState, useId, useReducer, useRef, type FormEvent, type ReactNode } from 'react';
import { Icon } from '@/components/ui/icon';
import buttons from '@/components/ui/button.module.css';
import { notify } from '@/components/toasts/notify';
import { CONTACT } from '@/config/contact';
import { SLOTS } from '@/config/slots';
import { CONTACT_FIELDS, CONTACT_LIMITS, type ContactErrors, type ContactField as Field } from '@/contact/fields';
import { initialContactFormState, type ContactFormState, type ContactFormValues } from '@/contact/form-state';
import { ContactField, type ControlProps } from './contact-field';
import { checksWhileTyping, formReducer, initialView } from './contact-form-state';
import styles from './contact-form.module.css';

/**
 * The rules (zod) load when the visitor first touches the form, not with the
 * page: they are the same module the server action validates with.
 */
const loadRules = () => import('@/contact/schema');

export interface ContactFormLabels {
  fields: Record<Field, { label: string; placeholder: string }>;
  optional: string;
  errors: Record<Field, Partial<Record<string, string>>>;
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

const INPUTS: Record<Exclude<Field, 'message'>, { type: string; autoComplete: string; inputMode?: 'tel' | 'email' }> = {
  fullName: { type: 'text', autoComplete: 'name' },
  email: { type: 'email', autoComplete: 'email', inputMode: 'email' },
  phone: { type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
  subject: { type: 'text', autoComplete: 'off' },
};

const byteLength = (values: ContactFormValues) => new Blob(CONTACT_FIELDS.map((field) => values[field])).size;

const attribute = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The hidden token field, as markup: the server writes a fresh token into it on each response (config/slots.ts). */
const tokenField = (token: string) =>
  `<input type="hidden" name="token" value="${attribute(token)}" data-vitrine-slot="${SLOTS.formToken.name}">`;

/**
 * A token for this render, when the page was served without one (`npm run
 * dev`, or a host without the Vitrine server, which writes one into each
 * response): asked from the token route once the visitor starts.
 */
async function ensureToken(input: HTMLInputElement | null): Promise<void> {
  if (!input || input.value !== SLOTS.formToken.placeholder) return;
  try {
    const response = await fetch('/api/contact/token', { cache: 'no-store' });
    if (response.ok) input.value = ((await response.json()) as { token: string }).token;
  } catch {
    // The send will be answered "send again" with a fresh token.
  }
}

/**
 * The contact form. Without JavaScript it posts to the server action and the
 * page comes back with the answer: errors beside the fields and what was typed
 * kept, or a success notice. With JavaScript it is checked in the browser with
 * the same schema first, then sent with a toast (loading, then success or
 * error); it resets on success and keeps everything on error.
 *
 * The render token travels in a hidden input that React does not manage,
 * written by the server into each response of the static page
 * (config/slots.ts) and replaced with each answer.
 */
export function ContactForm({
  action,
  permalink,
  initialState,
  locale,
  labels,
}: {
  action: SendContactMessage;
  /** The page's own path: where the form posts without JavaScript (React writes it as the form's `action`). */
  permalink: string;
  initialState: ContactFormState;
  locale: string;
  labels: ContactFormLabels;
}) {
  const id = useId();
  // Only a post without JavaScript (or before hydration) goes through React's form action: `answered` is its answer.
  // Without the permalink React would write `action=""`, which HTML does not allow.
  const [answered, formAction] = useActionState(action, initialState, permalink);
  const [view, dispatch] = useReducer(formReducer, answered, initialView);
  const fields = useRef<Partial<Record<Field, HTMLInputElement | HTMLTextAreaElement | null>>>({});
  const tokenSlot = useRef<HTMLSpanElement>(null);
  const tokenInput = () => tokenSlot.current?.querySelector('input') ?? null;
  // Pressing the send button blurs the field being typed in: an error appearing then would move the button
  // away from under the pointer, and the click would miss it. The submit checks every field anyway.
  const pressingSend = useRef(false);

  const check = async (field: Field, value: string) => {
    const { validateContactField } = await loadRules();
    dispatch({ type: 'checked', field, code: validateContactField(field, value) });
  };

  const showErrors = (errors: ContactErrors, type: 'invalid' | 'refused') => {
    dispatch({ type, errors, status: labels.fixErrors });
    const first = CONTACT_FIELDS.find((field) => errors[field]);
    if (first) fields.current[first]?.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    // With JavaScript, the form never navigates: the action is called directly, inside a promise toast.
    event.preventDefault();
    pressingSend.current = false;
    if (view.pending) return;
    const form = event.currentTarget;
    const { validateContact } = await loadRules();
    const result = validateContact(view.values);
    if (!result.success) return showErrors(result.errors, 'invalid');
    if (byteLength(view.values) > CONTACT.maxFieldBytes) return notify.error(labels.tooLarge);

    dispatch({ type: 'sending' });
    await ensureToken(tokenInput());
    const data = new FormData(form);
    // React's fields for a post without JavaScript (the action reference, the previous state) are not needed here.
    for (const key of [...data.keys()]) if (key.startsWith('$ACTION')) data.delete(key);
    const sending = action(initialContactFormState(String(data.get('token') ?? '')), data)
      .then(
        (answer) => {
          const input = tokenInput();
          if (input) input.value = answer.token;
          if (answer.status !== 'success') {
            showErrors(answer.errors, 'refused');
            throw new Error(answer.message);
          }
          dispatch({ type: 'sent' });
          return answer.message;
        },
        () => {
          throw new Error(labels.failed);
        },
      )
      .finally(() => dispatch({ type: 'settled' }));
    sending.catch(() => {});
    notify.promise(sending, {
      loading: labels.sending,
      success: (message) => message,
      error: (error) => (error as Error).message,
    });
  };

  const counter = view.values.message.trim().length;

  const handlers = (field: Field) => ({
    placeholder: labels.fields[field].placeholder,
    // A press on the send button that did not end in a submit is over once a field is focused again.
    onFocus: () => (pressingSend.current = false),
    onBlur: () => {
      if (!pressingSend.current && view.values[field].trim() !== '') void check(field, view.values[field]);
    },
    ref: (element: HTMLInputElement | HTMLTextAreaElement | null) => {
      fields.current[field] = element;
    },
  });

  const change = (field: Field, value: string) => {
    dispatch({ type: 'typed', field, value });
    if (checksWhileTyping(view, field)) void check(field, value);
  };

  const field = (name: Field, control: (props: ControlProps) => ReactNode) => {
    const code = view.errors[name];
    const errors = labels.errors[name];
    return (
      <ContactField
        key={name}
        field={name}
        id={`${id}-${name}`}
        label={labels.fields[name].label}
        optional={name === 'phone' ? labels.optional : null}
        error={code ? { code, message: errors[code] ?? errors.invalid ?? '' } : null}
        control={control}
        handlers={handlers(name)}
      />
    );
  };

  const input = (name: Exclude<Field, 'message'>) =>
    field(name, (props) => (
      <input
        {...props}
        type={INPUTS[name].type}
        autoComplete={INPUTS[name].autoComplete}
        inputMode={INPUTS[name].inputMode}
        className={styles.control}
        value={view.values[name]}
        onChange={(event) => change(name, event.target.value)}
      />
    ));

  return (
    <form
      className={styles.form}
      action={formAction}
      onSubmit={submit}
      onFocus={() => {
        void loadRules();
        void ensureToken(tokenInput());
      }}
      noValidate
      aria-busy={view.pending}
    >
      <p className="sr-only" role="status" aria-live="polite">
        {view.status}
      </p>
      {view.notice ? (
        <p
          className={styles.notice}
          data-status={view.notice.status}
          role={view.notice.status === 'success' ? 'status' : 'alert'}
        >
          {view.notice.message}
        </p>
      ) : null}
      {/* Markup React leaves alone once hydrated: a value React managed would be put back to its own. */}
      <span ref={tokenSlot} dangerouslySetInnerHTML={{ __html: tokenField(answered.token) }} />
      <input type="hidden" name="locale" value={locale} />
      <div className={styles.trap} aria-hidden="true">
        <label htmlFor={`${id}-trap`}>{labels.honeypot}</label>
        <input id={`${id}-trap`} name={CONTACT.honeypotField} type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <div className={styles.row}>{(['fullName', 'email'] as const).map(input)}</div>
      <div className={styles.row}>{(['phone', 'subject'] as const).map(input)}</div>
      {field('message', (props) => (
        <textarea
          {...props}
          rows={7}
          className={`${styles.control} ${styles.textarea}`}
          value={view.values.message}
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
          aria-disabled={view.pending}
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
}
