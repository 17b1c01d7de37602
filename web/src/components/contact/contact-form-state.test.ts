import { describe, expect, it } from 'vitest';
import { EMPTY_CONTACT_VALUES, initialContactFormState } from '@/contact/form-state';
import { checksWhileTyping, formReducer, initialView } from './contact-form-state';

const idle = initialView(initialContactFormState('token'));

describe('formReducer', () => {
  it('keeps what is typed', () => {
    const view = formReducer(idle, { type: 'typed', field: 'subject', value: 'Hello' });
    expect(view.values).toEqual({ ...EMPTY_CONTACT_VALUES, subject: 'Hello' });
  });

  it('shows a field error, and clears it once fixed (same object when nothing changes)', () => {
    const wrong = formReducer(idle, { type: 'checked', field: 'email', code: 'invalid' });
    expect(wrong.errors).toEqual({ email: 'invalid' });
    expect(formReducer(wrong, { type: 'checked', field: 'email', code: 'invalid' })).toBe(wrong);
    expect(formReducer(wrong, { type: 'checked', field: 'email', code: null }).errors).toEqual({});
  });

  it('a refused send shows the fields at fault; a refusal without field errors (rate limit) changes nothing', () => {
    const sending = formReducer(idle, { type: 'sending' });
    expect(sending.pending).toBe(true);
    const refused = formReducer(sending, { type: 'refused', errors: { message: 'tooShort' }, status: 'Fix it' });
    expect(refused).toMatchObject({ errors: { message: 'tooShort' }, status: 'Fix it', pending: true });
    expect(formReducer(sending, { type: 'refused', errors: {}, status: 'x' })).toBe(sending);
    expect(formReducer(refused, { type: 'settled' }).pending).toBe(false);
  });

  it('a sent message empties the form and stops checking while typing', () => {
    const typed = formReducer(idle, { type: 'typed', field: 'message', value: 'Hello there' });
    const sent = formReducer(formReducer(typed, { type: 'sending' }), { type: 'sent' });
    expect(sent.values).toEqual(EMPTY_CONTACT_VALUES);
    expect(checksWhileTyping(sent, 'message')).toBe(false);
  });

  it('a page that came back with an error (no JavaScript) keeps the notice and checks fields as they change', () => {
    const view = initialView({ status: 'error', token: 't', values: EMPTY_CONTACT_VALUES, errors: {}, message: 'No' });
    expect(view.notice?.message).toBe('No');
    expect(checksWhileTyping(view, 'fullName')).toBe(true);
    expect(formReducer(view, { type: 'sending' }).notice).toBeNull();
  });
});
