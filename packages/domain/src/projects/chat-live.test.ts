import { describe, expect, it } from 'vitest';
import { chatClientFrame, LIVE_LIMITS } from './chat-live.ts';

describe('the chat’s live frames (issue 24)', () => {
  it('reads a subscribe with or without the last id, and the typing and read frames', () => {
    const frame = { type: 'subscribe', projects: [{ project_id: 12, after: 0 }, { project_id: '13' }] };
    expect(chatClientFrame.parse(frame)).toEqual({
      type: 'subscribe',
      projects: [{ project_id: 12, after: 0 }, { project_id: 13 }],
    });
    expect(chatClientFrame.parse({ type: 'typing', project_id: 12 })).toEqual({
      type: 'typing',
      project_id: 12,
    });
    expect(chatClientFrame.parse({ type: 'read', project_id: 12, message_id: 7 }).type).toBe('read');
  });

  it('refuses what is not a frame, a bad id, and more projects than a connection may follow', () => {
    expect(chatClientFrame.safeParse({ type: 'message', body: 'hi' }).success).toBe(false);
    const bad = chatClientFrame.safeParse({ type: 'subscribe', projects: [{ project_id: 1, after: -1 }] });
    expect(bad.error?.issues.map((i) => i.path.join('.'))).toEqual(['projects.0.after']);
    expect(chatClientFrame.safeParse({ type: 'read', project_id: 1, message_id: '0x10' }).success).toBe(
      false,
    );
    const many = Array.from({ length: LIVE_LIMITS.projects + 1 }, (_, i) => ({ project_id: i + 1 }));
    expect(chatClientFrame.safeParse({ type: 'subscribe', projects: many }).success).toBe(false);
  });
});
