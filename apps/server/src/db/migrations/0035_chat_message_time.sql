-- The chat's away mail (modules/project-chat/away-mail.repository.ts) reads the last day of messages each
-- minute: by time, not a scan of every message kept.
CREATE INDEX "project_messages_created_idx" ON "project_messages" USING btree ("created_at");
