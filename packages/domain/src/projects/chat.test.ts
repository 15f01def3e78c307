import { describe, expect, it } from 'vitest';
import {
  AWAY_MAIL_AFTER_MS,
  awayMailDue,
  CHAT_LIMITS,
  chatMessageBody,
  mentionedMembers,
  mentionSpans,
  unreadCount,
} from './chat.ts';

const members = [
  { user_id: 1, name: 'Ann' },
  { user_id: 2, name: 'Ann Lee' },
  { user_id: 3, name: 'Golden State Remodeling' },
  { user_id: 4, name: 'Bo' },
];

describe('project chat rules', () => {
  it('finds mentions by a member’s whole name, the longest first, never the writer', () => {
    expect(mentionedMembers('@ann lee can you check the vanity?', members, 3)).toEqual([2]);
    expect(mentionedMembers('thanks @Ann, and @Golden State Remodeling.', members, 4)).toEqual([1, 3]);
    expect(mentionedMembers('@Bob is not Bo; @Bo is', members, 1)).toEqual([4]);
    expect(mentionedMembers('mail me at ann@example.com', members, 4)).toEqual([]);
    expect(mentionedMembers('@Bo said hi to myself', members, 4)).toEqual([]);
  });

  it('says where each mention is written, as written, for the page to highlight', () => {
    const body = 'Hi @ANN LEE and @Bo, ann@example.com, @Bob';
    const spans = mentionSpans(body, members);
    expect(spans.map((s) => [body.slice(s.start, s.end), s.user_id])).toEqual([
      ['@ANN LEE', 2],
      ['@Bo', 4],
    ]);
    expect(mentionSpans('no mention here', members)).toEqual([]);
  });

  it('takes a 20 kB message and refuses one longer, on its field', () => {
    const key = '6f1c2a1e-3b7d-4c8e-9a0f-1b2c3d4e5f60';
    expect(
      chatMessageBody.safeParse({ project_id: 1, message: 'x'.repeat(20_000), client_key: key }).success,
    ).toBe(true);
    const long = chatMessageBody.safeParse({
      project_id: 1,
      message: 'x'.repeat(CHAT_LIMITS.body + 1),
      client_key: key,
    });
    expect(long.error?.issues.map((i) => i.path.join('.'))).toEqual(['message']);
    expect(chatMessageBody.safeParse({ project_id: 1, message: 'hi' }).error?.issues[0].path).toEqual([
      'client_key',
    ]);
  });

  it('counts a member’s unread messages after their last read one, not their own', () => {
    const messages = [
      { id: 10, author_id: 1 },
      { id: 11, author_id: 2 },
      { id: 12, author_id: 1 },
      { id: 13, author_id: 3 },
    ];
    expect(unreadCount(messages, 1, 10)).toBe(2);
    expect(unreadCount(messages, 2, 13)).toBe(0);
  });

  it('mails a member away for two minutes once per conversation, again only after they have read it', () => {
    const t = (s: number) => new Date(Date.UTC(2026, 10, 29, 12, 0, s));
    const arrived = t(0);
    const justBefore = new Date(arrived.getTime() + AWAY_MAIL_AFTER_MS - 1);
    expect(
      awayMailDue({ firstUnreadAt: arrived, lastMailedAt: null, lastReadAt: null, now: justBefore }),
    ).toBe(false);
    const later = new Date(arrived.getTime() + AWAY_MAIL_AFTER_MS);
    expect(awayMailDue({ firstUnreadAt: arrived, lastMailedAt: null, lastReadAt: null, now: later })).toBe(
      true,
    );
    // Mailed at `later`; more messages while still away: no second mail.
    expect(awayMailDue({ firstUnreadAt: arrived, lastMailedAt: later, lastReadAt: null, now: t(600) })).toBe(
      false,
    );
    // They came back and read after the mail; a new message two minutes old mails them again.
    expect(awayMailDue({ firstUnreadAt: t(700), lastMailedAt: later, lastReadAt: t(650), now: t(900) })).toBe(
      true,
    );
    expect(awayMailDue({ firstUnreadAt: null, lastMailedAt: null, lastReadAt: null, now: t(900) })).toBe(
      false,
    );
  });
});
