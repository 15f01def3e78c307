import { z } from 'zod';
import { idField } from '../shared/input-limits.ts';

/**
 * A project's chat (spec points 1 and 7, issue 24): the homeowner, the showroom's pro and the designers of a
 * project talk in one conversation, with files. Messages are kept first and announced after (ids only), so a
 * member who reconnects catches up from the last id seen.
 */

export const CHAT_LIMITS = {
  /** A message's text: a 20 kB paste (a spec sheet) goes through whole. */
  body: 20_000,
  /** Files in one message. */
  files: 15,
  /** A picture as uploaded; it is re-encoded (EXIF gone) before it is kept. */
  imageBytes: 15 * 1024 * 1024,
  pdfBytes: 20 * 1024 * 1024,
  /** A picture's width × height as its header says, refused before decoding (a decompression bomb). */
  imagePixels: 50_000_000,
  /** Pictures are kept within this side, with a preview within `previewSide`. */
  imageSide: 2048,
  previewSide: 400,
  /** Messages a member may post in a minute (then 429 with Retry-After), and the page of history. */
  perMinute: 30,
  page: 50,
} as const;

/** How long a member is away before a message mails them, and at most once per conversation while away. */
export const AWAY_MAIL_AFTER_MS = 2 * 60 * 1000;

export const CHAT_MESSAGES = {
  empty: 'Write a message or attach a file.',
  tooManyFiles: `A message can carry up to ${CHAT_LIMITS.files} files.`,
  fileType: 'Only pictures (JPEG, PNG, WebP) and PDF files can be shared.',
  imageTooLarge: `A picture may be at most ${CHAT_LIMITS.imageBytes / 1024 / 1024} MB and ${CHAT_LIMITS.imagePixels / 1_000_000} megapixels.`,
  pdfTooLarge: `A PDF may be at most ${CHAT_LIMITS.pdfBytes / 1024 / 1024} MB.`,
  unreadable: 'The upload could not be read. Send it again.',
  sent: 'Message sent.',
  tooFast: 'You are sending messages too quickly. Wait a moment and try again.',
} as const;

/** POST /api/projectChat (JSON; files go as multipart with the same fields). */
export const chatMessageBody = z.object({
  project_id: idField('project'),
  message: z
    .string({ error: 'The message must be text.' })
    .max(CHAT_LIMITS.body, { error: `The message may not be greater than ${CHAT_LIMITS.body} characters.` })
    .default(''),
  /** The sender's own id for this message: a retry with the same key is the same message, never a second. */
  client_key: z.string().uuid({ error: 'The client key is invalid.' }),
});

/** GET /api/projectChat/{projectId}: the newest page, or what came after a message id (catching up). */
export const chatHistoryQuery = z.object({
  after: idField('after').optional(),
  before: idField('before').optional(),
});

/** A member as the chat names them. */
export type ChatMember = { user_id: number; name: string };

const WORD_AFTER = /[\p{L}\p{N}_]/u;

/** Where a message names a member: `body.slice(start, end)` is "@Name" as written. */
export type MentionSpan = { start: number; end: number; user_id: number };

/**
 * The places a message names a member with "@" and their name (any case), the longest name first so
 * "@Ann Lee" is Ann Lee and not Ann; a name must end at a word's end. The page highlights these; the server
 * keeps their members (mentionedMembers).
 */
export function mentionSpans(body: string, members: readonly ChatMember[]): MentionSpan[] {
  const byLength = [...members]
    .filter((m) => m.name.trim() !== '')
    .sort((a, b) => b.name.trim().length - a.name.trim().length);
  const lower = body.toLowerCase();
  const spans: MentionSpan[] = [];
  for (let at = lower.indexOf('@'); at !== -1; at = lower.indexOf('@', at + 1)) {
    const rest = lower.slice(at + 1);
    const member = byLength.find((m) => {
      const name = m.name.trim().toLowerCase();
      return rest.startsWith(name) && !WORD_AFTER.test(rest.charAt(name.length));
    });
    if (!member) continue;
    const end = at + 1 + member.name.trim().length;
    spans.push({ start: at, end, user_id: member.user_id });
    at = end - 1;
  }
  return spans;
}

/** The members a message mentions (user ids, each once); the writer is never mentioned. */
export function mentionedMembers(body: string, members: readonly ChatMember[], writer: number): number[] {
  const found = new Set(mentionSpans(body, members).map((s) => s.user_id));
  found.delete(writer);
  return [...found];
}

/** A member's unread count: the messages after the last one they read, not their own. */
export const unreadCount = (
  messages: readonly { id: number; author_id: number }[],
  member: number,
  lastReadId: number,
) => messages.filter((m) => m.id > lastReadId && m.author_id !== member).length;

/**
 * Whether a member who has not read `firstUnreadAt`'s message should get a mail now: they have been away
 * for AWAY_MAIL_AFTER_MS since it arrived, and they were not mailed since they last read (one mail per
 * conversation while away, not one per message).
 */
export function awayMailDue(opts: {
  firstUnreadAt: Date | null;
  lastMailedAt: Date | null;
  lastReadAt: Date | null;
  now: Date;
}): boolean {
  const { firstUnreadAt, lastMailedAt, lastReadAt, now } = opts;
  if (!firstUnreadAt) return false;
  if (now.getTime() - firstUnreadAt.getTime() < AWAY_MAIL_AFTER_MS) return false;
  return !lastMailedAt || (lastReadAt !== null && lastReadAt > lastMailedAt);
}
