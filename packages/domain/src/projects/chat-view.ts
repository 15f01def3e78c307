import { z } from 'zod';

/**
 * The project chat as the API answers it (issue 24; spec's keys `Project_chats` and `room_files`), and as the
 * WebSocket delivers each message: the same message shape everywhere, so a live message and a fetched one
 * are interchangeable on the page.
 */
const id = z.number().int();
const projectRole = z.enum(['owner', 'pro', 'designer']);

/** A file of a message: pictures are WebP (re-encoded, no EXIF) with a preview; PDFs have none. */
export const chatFileSchema = z.object({
  id,
  name: z.string(),
  content_type: z.enum(['image/webp', 'application/pdf']),
  size: id,
  width: id.nullable(),
  height: id.nullable(),
  /** The file's bytes, for the project's people only (bearer token). */
  url: z.string(),
  preview_url: z.string().nullable(),
});
export type ChatFile = z.infer<typeof chatFileSchema>;

export const chatMessageSchema = z.object({
  id,
  project_id: id,
  /** null once the author's account is gone; `role` null once they left the project. */
  author: z.object({ id, name: z.string(), role: projectRole.nullable() }).nullable(),
  body: z.string(),
  /** The members the message names with @ (user ids). */
  mentions: z.array(id),
  files: z.array(chatFileSchema),
  /** The sender's key for this message: their retry, or the live copy of what they posted, has the same. */
  client_key: z.string(),
  created_at: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** A person of the project and the last message they read (0: none yet): the read receipts. */
export const chatMemberSchema = z.object({
  user_id: id,
  name: z.string(),
  role: projectRole,
  last_read_message_id: id,
});

/** GET /api/projectChat/{projectId}: a page of messages, oldest first, and who read how far. */
export const projectChatSchema = z.object({
  project: z.object({ id, name: z.string() }),
  members: z.array(chatMemberSchema),
  designers: z.array(z.object({ user_id: id, name: z.string() })),
  Project_chats: z.array(chatMessageSchema),
  /** Older messages exist before this page (ask with `before` = the first id). */
  has_more: z.boolean(),
  /** The caller's messages not yet read, after this read. */
  unread_count: id,
});
export type ProjectChat = z.infer<typeof projectChatSchema>;

/** POST /api/projectChat: the message as kept (201 new, 200 a retry of the same client key). */
export const postedMessageSchema = chatMessageSchema;

/** GET /api/projectChat: the caller's conversations, the latest first. */
export const chatConversationSchema = z.object({
  project_id: id,
  project_name: z.string(),
  role: projectRole,
  last_message: chatMessageSchema.nullable(),
  unread_count: id,
});
export const chatConversationsSchema = z.object({ Project_chats: z.array(chatConversationSchema) });

/** GET /api/projectChat?t=files: the files shared in the caller's projects, newest first. */
export const roomFileSchema = chatFileSchema.extend({
  project_id: id,
  project_name: z.string(),
  message_id: id.nullable(),
  purpose: z.enum(['chat', 'space_photo']),
  uploaded_by: z.object({ id, name: z.string() }).nullable(),
  created_at: z.string(),
});
export const roomFilesSchema = z.object({
  room_files: z.array(roomFileSchema),
  /** More, older files exist (ask with `before` = the last id). */
  has_more: z.boolean(),
});
export type RoomFile = z.infer<typeof roomFileSchema>;
