import { describe, expect, it } from 'vitest';
import { activityText } from './activity.ts';
import {
  byNearness,
  DESIGNER_LIMITS,
  DESIGNER_MESSAGES,
  DESIGNER_REQUEST_STATUSES,
  declineRequestBody,
  hireDesignerBody,
  hireDesignerQuery,
  mayAskDesigner,
  mayWithdraw,
  nearnessOf,
  requestMove,
} from './designers.ts';

describe('a designer request’s moves', () => {
  it('an open request is accepted, declined or withdrawn', () => {
    expect(requestMove('asked', 'accept')).toEqual({ kind: 'change', to: 'accepted' });
    expect(requestMove('asked', 'decline')).toEqual({ kind: 'change', to: 'declined' });
    expect(requestMove('asked', 'withdraw')).toEqual({ kind: 'change', to: 'withdrawn' });
  });

  it('repeating the move that happened is harmless; any other move of an answered request is refused', () => {
    expect(requestMove('accepted', 'accept')).toEqual({ kind: 'same' });
    expect(requestMove('declined', 'decline')).toEqual({ kind: 'same' });
    expect(requestMove('withdrawn', 'withdraw')).toEqual({ kind: 'same' });
    expect(requestMove('accepted', 'decline')).toEqual({
      kind: 'refused',
      message: DESIGNER_MESSAGES.alreadyAccepted,
    });
    expect(requestMove('declined', 'accept')).toEqual({
      kind: 'refused',
      message: DESIGNER_MESSAGES.alreadyDeclined,
    });
    expect(requestMove('withdrawn', 'accept')).toEqual({
      kind: 'refused',
      message: DESIGNER_MESSAGES.wasWithdrawn,
    });
    expect(requestMove('accepted', 'withdraw')).toEqual({
      kind: 'refused',
      message: DESIGNER_MESSAGES.alreadyAnswered,
    });
  });

  it('no status but `asked` changes, whatever the action', () => {
    for (const status of DESIGNER_REQUEST_STATUSES.filter((s) => s !== 'asked')) {
      for (const action of ['accept', 'decline', 'withdraw'] as const) {
        expect(requestMove(status, action).kind).not.toBe('change');
      }
    }
  });
});

describe('who may ask and withdraw', () => {
  it('the owner and the pro ask; a designer in the project does not', () => {
    expect(mayAskDesigner('owner')).toBe(true);
    expect(mayAskDesigner('pro')).toBe(true);
    expect(mayAskDesigner('designer')).toBe(false);
  });

  it('the owner withdraws any request, the pro only its own', () => {
    expect(mayWithdraw('owner', false)).toBe(true);
    expect(mayWithdraw('pro', true)).toBe(true);
    expect(mayWithdraw('pro', false)).toBe(false);
    expect(mayWithdraw('designer', true)).toBe(false);
  });
});

describe('how near a designer is', () => {
  const showroom = { state: 'CA', zip: '94110' };

  it('same ZIP prefix is local, same state is state, anywhere else other', () => {
    expect(nearnessOf({ state: 'CA', zip: '94103' }, showroom)).toBe('local');
    expect(nearnessOf({ state: 'ca ', zip: '90012' }, showroom)).toBe('state');
    expect(nearnessOf({ state: 'NV', zip: '89501' }, showroom)).toBe('other');
    // A ZIP+4 counts by its first five digits; text that is not a ZIP code never matches.
    expect(nearnessOf({ state: 'CA', zip: '94110-1234' }, showroom)).toBe('local');
    expect(nearnessOf({ state: null, zip: 'abc' }, { state: null, zip: 'abc' })).toBe('other');
  });

  it('without a place for the showroom everyone is other', () => {
    expect(nearnessOf({ state: 'CA', zip: '94110' }, null)).toBe('other');
    expect(nearnessOf({ state: null, zip: null }, { state: null, zip: null })).toBe('other');
  });

  it('orders nearest first, then by name without regard to case, then by id', () => {
    const list = [
      { user_id: 4, name: 'zoe', nearness: 'other' as const },
      { user_id: 3, name: 'Bea', nearness: 'state' as const },
      { user_id: 2, name: 'amy', nearness: 'state' as const },
      { user_id: 1, name: 'Yan', nearness: 'local' as const },
      { user_id: 0, name: 'Amy', nearness: 'state' as const },
    ];
    expect([...list].sort(byNearness).map((d) => d.user_id)).toEqual([1, 0, 2, 3, 4]);
  });
});

describe('the bodies', () => {
  it('a hire names a project and a designer; the message is optional and bounded', () => {
    expect(hireDesignerBody.parse({ project_id: '3', designer_id: 9 })).toEqual({
      project_id: 3,
      designer_id: 9,
      message: '',
    });
    const bad = hireDesignerBody.safeParse({
      project_id: 0,
      designer_id: '0x10',
      message: 'x'.repeat(DESIGNER_LIMITS.message + 1),
    });
    expect(bad.success).toBe(false);
    const messages = Object.fromEntries(bad.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(messages).toEqual({
      project_id: 'The project is invalid.',
      designer_id: 'The designer must be an integer.',
      message: `The message may not be greater than ${DESIGNER_LIMITS.message} characters.`,
    });
  });

  it('a decline may come without a body; a reason is trimmed and bounded', () => {
    expect(declineRequestBody.parse(undefined)).toEqual({ reason: '' });
    expect(declineRequestBody.parse({ reason: '  Booked until May ' })).toEqual({
      reason: 'Booked until May',
    });
    expect(declineRequestBody.safeParse({ reason: 5 }).success).toBe(false);
    expect(declineRequestBody.safeParse({ reason: 'x'.repeat(DESIGNER_LIMITS.reason + 1) }).success).toBe(
      false,
    );
  });

  it('the search takes a project or a showroom by id', () => {
    expect(hireDesignerQuery.parse({ project_id: '12' })).toEqual({ project_id: 12 });
    expect(hireDesignerQuery.safeParse({ showroom: '2147483648' }).success).toBe(false);
  });
});

describe('the timeline in words', () => {
  it('names the designer kept with each entry, and the reason of a decline', () => {
    expect(activityText('designer_asked', 'Ann Home', { designer_name: 'Dee Local' })).toBe(
      'Ann Home asked Dee Local to design the project',
    );
    expect(activityText('designer_asked', 'Carl Pro', {})).toBe(
      'Carl Pro asked a designer to design the project',
    );
    expect(activityText('designer_joined', 'Dee Local')).toBe('Dee Local joined the project as its designer');
    expect(activityText('designer_declined', 'Dee Local', { reason: 'Booked until May' })).toBe(
      'Dee Local declined to design the project “Booked until May”',
    );
    expect(activityText('designer_declined', 'Dee Local', { reason: '' })).toBe(
      'Dee Local declined to design the project',
    );
    expect(activityText('designer_request_withdrawn', 'Ann Home', { designer_name: 'Dee Local' })).toBe(
      'Ann Home withdrew the request to Dee Local',
    );
    expect(activityText('designer_removed', 'Ann Home', { designer_name: 'Dee Local' })).toBe(
      'Ann Home removed Dee Local from the project',
    );
  });

  it('says which version of which room a designer saved or someone restored', () => {
    expect(activityText('design_saved', 'Dee Local', { design: 4, version: 2, name: 'Hall bath' })).toBe(
      'Dee Local saved version 2 of the room “Hall bath”',
    );
    expect(activityText('design_restored', 'Ann Home', { from: 1, version: 3, name: 'Hall bath' })).toBe(
      'Ann Home restored version 1 of the room “Hall bath” as version 3',
    );
  });
});
