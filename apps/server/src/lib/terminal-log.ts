import { Writable } from 'node:stream';
import { prettyFactory } from 'pino-pretty';

/** Requests for files the page loads by the dozen: listed only when they fail. */
const QUIET_PATHS = /^\/(assets|media|fonts|favicon|robots)/;
/** Said better by the start's own `ready` line. */
const SPOKEN_FOR = /^Server listening at /;

type LogLine = {
  level?: number;
  time?: number;
  msg?: string;
  reqId?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
};

const clock = (time: number | undefined) => new Date(time ?? Date.now()).toTimeString().slice(0, 8);

/**
 * The server's log on a developer's terminal: each request is one short line written when it completes
 * (`08:42:01 GET /api/search?q=tile 200 14 ms`; asset requests only when they fail), and every other line
 * is pino-pretty's readable form. Pino writes one JSON line per call to this stream.
 */
export function terminalLogStream(out: Pick<NodeJS.WriteStream, 'write'>, colors: boolean): Writable {
  const prettify = prettyFactory({
    colorize: colors,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname,reqId',
  });
  const pending = new Map<string, string>();
  const paint = (code: number, text: string) => (colors ? `\x1b[${code}m${text}\x1b[0m` : text);

  const requestLine = (line: LogLine) => {
    const started = line.reqId ? pending.get(line.reqId) : undefined;
    if (line.reqId) pending.delete(line.reqId);
    const status = line.res?.statusCode ?? 0;
    if (!started || (status < 400 && QUIET_PATHS.test(started.split(' ')[1] ?? ''))) return;
    const ms = Math.round(line.responseTime ?? 0);
    const code = status >= 500 ? 31 : status >= 400 ? 33 : 32;
    out.write(
      `${paint(2, clock(line.time))} ${started} ${paint(code, String(status))} ${paint(2, `${ms} ms`)}\n`,
    );
  };

  return new Writable({
    write(chunk, _encoding, done) {
      for (const text of String(chunk).split('\n')) {
        if (!text.trim()) continue;
        let line: LogLine;
        try {
          line = JSON.parse(text);
        } catch {
          out.write(`${text}\n`);
          continue;
        }
        if (line.msg === 'incoming request' && line.reqId) {
          // A request that never completes (the client went away) is forgotten after a thousand others.
          if (pending.size >= 1000) pending.delete(pending.keys().next().value as string);
          pending.set(line.reqId, `${line.req?.method ?? '?'} ${line.req?.url ?? ''}`);
        } else if (line.msg === 'request completed') {
          requestLine(line);
        } else if (!SPOKEN_FOR.test(line.msg ?? '')) {
          out.write(prettify(line));
        }
      }
      done();
    },
  });
}
