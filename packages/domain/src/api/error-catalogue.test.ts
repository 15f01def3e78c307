import { describe, expect, it } from 'vitest';
import { fieldMessage, firstFieldMessage, reactToFailure } from './error-catalogue.ts';

describe('reactToFailure (spec point 8)', () => {
  it('replaces the generic 422 text and keeps the field errors', () => {
    const r = reactToFailure(422, { message: 'The given data was invalid.', errors: { email: ['Taken.'] } });
    expect(r).toEqual({
      kind: 'validation',
      toast: 'Invalid input OR some mandatory fields are blank.',
      fieldErrors: { email: ['Taken.'] },
    });
  });

  it('422 whose errors are all shown next to their fields: no toast; an error elsewhere: the toast', () => {
    const body = {
      message: 'The given data was invalid.',
      errors: { card_number: ['Your card was declined.'] },
    };
    expect(reactToFailure(422, body, ['card_number', 'cvv'])).toEqual({
      kind: 'validation',
      toast: null,
      fieldErrors: body.errors,
    });
    const more = { ...body, errors: { ...body.errors, project: ['Your cart is empty.'] } };
    expect(reactToFailure(422, more, ['card_number'])).toMatchObject({
      toast: 'Invalid input OR some mandatory fields are blank.',
    });
    expect(reactToFailure(422, { message: 'The given data was invalid.' }, ['card_number'])).toMatchObject({
      toast: 'Invalid input OR some mandatory fields are blank.',
    });
  });

  it("a form that shows every error ('all'): no toast for field errors, the toast for a 422 without any", () => {
    const body = {
      message: 'The given data was invalid.',
      errors: { state: ['No.'], ship_to: ['Too late.'] },
    };
    expect(reactToFailure(422, body, 'all')).toMatchObject({ toast: null, fieldErrors: body.errors });
    expect(reactToFailure(422, { message: 'The given data was invalid.' }, 'all')).toMatchObject({
      toast: 'Invalid input OR some mandatory fields are blank.',
    });
  });

  it('keeps a specific 422 message', () => {
    expect(reactToFailure(422, { message: 'Your card was declined.' })).toMatchObject({
      toast: 'Your card was declined.',
    });
  });

  it('treats 401 as sign-out', () => {
    expect(reactToFailure(401, { message: 'Unauthenticated.' })).toEqual({ kind: 'unauthenticated' });
  });

  it('uses the server message or the fallbacks for 404, 405, 500 and 403', () => {
    expect(reactToFailure(404, {})).toEqual({
      kind: 'error-toast',
      toast: 'Record not found for processing.',
    });
    expect(reactToFailure(404, { message: 'No such order.' })).toEqual({
      kind: 'error-toast',
      toast: 'No such order.',
    });
    expect(reactToFailure(405, null)).toEqual({
      kind: 'error-toast',
      toast: 'Internal Server error please try again.',
    });
    expect(reactToFailure(500, { message: '' })).toEqual({
      kind: 'error-toast',
      toast: 'Internal Server error please try again.',
    });
    expect(reactToFailure(403, { message: 'Not yours.' })).toEqual({
      kind: 'error-toast',
      toast: 'Not yours.',
    });
  });

  it('stays silent on other statuses', () => {
    for (const status of [400, 409, 418, 429, 502, 0])
      expect(reactToFailure(status, { message: 'x' }).kind).toBe('silent');
  });
});

describe('field messages', () => {
  it('joins several with a comma, or takes the first', () => {
    expect(fieldMessage(['A.', 'B.'])).toBe('A., B.');
    expect(fieldMessage(undefined)).toBe('');
    expect(firstFieldMessage(['A.', 'B.'])).toBe('A.');
  });
});
