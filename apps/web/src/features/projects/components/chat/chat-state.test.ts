import { describe, expect, it } from 'vitest';
import { chatOf, messageOf } from '../../testing/chat-fixtures.ts';
import { OWNER, PRO } from '../../testing/fixtures.ts';
import { byDay, chatReducer, emptyChat, type Outgoing, receiptsOf } from './chat-state.ts';

const KEY = '6f1c2a1e-3b7d-4c8e-9a0f-1b2c3d4e5f60';
const outgoing: Outgoing = {
  client_key: KEY,
  body: 'On my way',
  files: [],
  created_at: '2026-11-22T18:30:00Z',
  status: 'sending',
  progress: null,
  error: null,
};

describe('the chat’s state', () => {
  it('a message being sent is replaced by its kept copy, whether the live copy or the answer comes first, once', () => {
    const kept = messageOf(7, OWNER, 'On my way', { client_key: KEY });
    let state = chatReducer(
      chatReducer(emptyChat, { type: 'loaded', page: chatOf([messageOf(5, PRO, 'Hi')]) }),
      {
        type: 'queued',
        outgoing,
      },
    );
    state = chatReducer(state, { type: 'arrived', messages: [kept] });
    state = chatReducer(state, { type: 'arrived', messages: [kept, messageOf(6, PRO, 'Late')] });
    expect(state.outgoing).toEqual([]);
    expect(state.messages.map((m) => m.id)).toEqual([5, 6, 7]);
    // A read position never moves back, even when an older page says less.
    state = chatReducer(state, { type: 'read', user_id: PRO.user_id, last_read_message_id: 7 });
    state = chatReducer(state, { type: 'read', user_id: PRO.user_id, last_read_message_id: 5 });
    state = chatReducer(state, { type: 'loaded', page: chatOf([messageOf(5, PRO, 'Hi')]) });
    expect(state.members.find((m) => m.user_id === PRO.user_id)?.last_read_message_id).toBe(7);
    expect(
      receiptsOf(state.messages, state.members, OWNER.user_id)
        .get(7)
        ?.map((p) => p.name),
    ).toEqual(['Carl Pro']);
  });

  it('groups by the Pacific day: Today, Yesterday, then the date', () => {
    const now = new Date('2026-11-24T20:00:00Z');
    const at = [
      '2026-11-22T18:00:00Z',
      '2026-11-23T07:59:00Z',
      '2026-11-23T20:00:00Z',
      '2026-11-24T19:00:00Z',
    ];
    expect(byDay(at, (x) => x, now).map((g) => [g.label, g.items.length])).toEqual([
      ['11.22.2026', 2],
      ['Yesterday', 1],
      ['Today', 1],
    ]);
  });
});
