import { baseUrl } from './browser.ts';

/** Reads the dev mailbox page the way a developer would, and returns the newest mail's text for an address. */
export async function latestMailText(to: string): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const html = await (await fetch(`${baseUrl()}/dev/mailbox`)).text();
    const text = html
      .replace(/<[^>]+>/g, ' ')
      .replace(/&amp;/g, '&')
      .replace(/&#x2F;|&#47;/g, '/');
    const at = text.indexOf(to);
    if (at >= 0) return text.slice(at, at + 4000);
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no mail to ${to} in the dev mailbox`);
}

export function firstLink(text: string, pathPrefix: string): string {
  const match = text.match(new RegExp(`https?://[^\\s"'<>]*${pathPrefix}[^\\s"'<>]*`));
  if (!match) throw new Error(`no ${pathPrefix} link in mail`);
  return match[0];
}
