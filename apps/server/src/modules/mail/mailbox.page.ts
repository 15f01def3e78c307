import { escapeHtml, linkify } from './html.ts';

export type MailboxEntry = { id: number; to: string; subject: string; text: string; createdAt: Date };

/** The dev mailbox: newest first, each mail's plain text with clickable links. Every value is escaped. */
export function renderMailbox(mails: MailboxEntry[]): string {
  const items = mails
    .map(
      (m) => `<article class="mail" id="mail-${m.id}">
<h2>${escapeHtml(m.subject)}</h2>
<p class="meta">To: <span class="to">${escapeHtml(m.to)}</span> · ${escapeHtml(m.createdAt.toISOString())}</p>
<pre>${linkify(m.text)}</pre>
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Dev mailbox</title>
<style>body{font-family:system-ui,sans-serif;max-width:860px;margin:2rem auto;padding:0 1rem}
.mail{border:1px solid #ddd;border-radius:6px;padding:0 1rem;margin:1rem 0}.meta{color:#555;font-size:.9rem}
pre{white-space:pre-wrap;word-break:break-word}</style></head>
<body><h1>Dev mailbox</h1>
<p>Mails the app would have sent, newest first (no SMTP_URL configured).</p>
${items || '<p>No mail yet.</p>'}
</body></html>`;
}
