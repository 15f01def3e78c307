import { finished } from 'node:stream/promises';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { ImportRow } from '@app/domain/catalog/catalog-import';
import {
  IMPORT_FILE_FIELD,
  IMPORT_LIMITS,
  IMPORT_MESSAGES,
  type ImportColumn,
  readHeader,
} from '@app/domain/catalog/catalog-import-format';
import { parse as csvParser } from 'csv-parse';
import type { FastifyRequest } from 'fastify';
import { AppError, fieldError } from '../../lib/app-error.ts';

/** Multipart limits of the upload: one file of at most 20 MB and nothing else of size. */
export const IMPORT_UPLOAD_LIMITS = {
  files: 1,
  fileSize: IMPORT_LIMITS.maxBytes,
  fields: 5,
  fieldSize: 1000,
  parts: 10,
};

const invalid = (message: string) => AppError.invalid(fieldError(IMPORT_FILE_FIELD, message));

/** The uploaded file: its bytes and its name (shown back to the vendor, never used as a path). */
export type CatalogUpload = { bytes: Buffer; fileName: string };

/**
 * The `file` part of the multipart body. Multipart stops buffering past 20 MB; that and its other limits
 * become the spec's 422 on the field, never a 413 or a 500.
 */
export async function readCatalogUpload(request: FastifyRequest): Promise<CatalogUpload> {
  if (!request.isMultipart()) throw invalid(IMPORT_MESSAGES.fileRequired);
  try {
    const part = await request.file();
    if (!part || part.fieldname !== IMPORT_FILE_FIELD) throw invalid(IMPORT_MESSAGES.fileRequired);
    const bytes = await part.toBuffer();
    if (bytes.length === 0) throw invalid(IMPORT_MESSAGES.fileRequired);
    const fileName = (part.filename ?? '').replace(/\p{Cc}/gu, '').slice(0, 200);
    return { bytes, fileName };
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    throw invalid(
      code === 'FST_REQ_FILE_TOO_LARGE' ? IMPORT_MESSAGES.tooLarge : IMPORT_MESSAGES.fileRequired,
    );
  }
}

/** UTF-8 text, with or without its BOM; anything else (UTF-16, Latin-1 bytes, binary) is refused. */
function decode(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw invalid(IMPORT_MESSAGES.notUtf8);
  }
}

/** Comma, semicolon or tab: whichever the header line uses most (spreadsheets in some locales write `;`). */
function delimiterOf(text: string): string {
  const firstLine = text.slice(0, text.search(/\r|\n|$/));
  const count = (d: string) => firstLine.split(d).length;
  return [';', '\t'].reduce((best, d) => (count(d) > count(best) ? d : best), ',');
}

class TooManyRows extends Error {}

/** Lines a 50,000-row file may span: room for multi-line cells and blank lines, not for a blank-line bomb. */
const MAX_LINES = IMPORT_LIMITS.maxRows * 4;
/** Characters parsed between two turns of the event loop (a 20 MB file takes seconds to parse). */
const CHUNK = 256 * 1024;

const lineBreaks = (cell: string) => cell.match(/\r\n|\r|\n/g)?.length ?? 0;
const isBlank = (cells: string[]) => cells.every((c) => c.trim() === '');

/** True when the text has more than `max` line breaks; stops counting there. */
function moreLinesThan(text: string, max: number): boolean {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if ((c === 10 || (c === 13 && text.charCodeAt(i + 1) !== 10)) && ++n > max) return true;
  }
  return false;
}

type CsvRecord = { line: number; cells: string[] };

/**
 * The non-blank records with the line each starts on (csv-parse's own count drifts on `\r` in cells). Parsed
 * as a stream, a chunk per turn of the event loop, so a big upload does not hold up other requests.
 */
async function records(text: string): Promise<CsvRecord[]> {
  if (moreLinesThan(text, MAX_LINES)) throw invalid(IMPORT_MESSAGES.tooManyRows);
  const cellsOf: string[][] = [];
  // The start line of each kept record, in the order the parser passes them on.
  const startLines: number[] = [];
  let line = 1;
  let dataRows = 0;
  let failure: unknown = null;
  const parser = csvParser({
    delimiter: delimiterOf(text),
    record_delimiter: ['\r\n', '\n', '\r'],
    relax_column_count: true,
    // A lone quote inside a cell is an inch mark (12" tile), not the start of a quoted cell.
    relax_quotes: true,
    on_record: (cells: string[]) => {
      const at = line;
      line += 1 + cells.reduce((n, c) => n + lineBreaks(c), 0);
      if (isBlank(cells)) return null;
      if (++dataRows > IMPORT_LIMITS.maxRows + 1) throw new TooManyRows();
      startLines.push(at);
      return cells;
    },
  });
  parser.on('data', (cells: string[]) => cellsOf.push(cells));
  parser.on('error', (error) => {
    failure ??= error;
  });
  for (let i = 0; i < text.length && !failure; ) {
    let end = Math.min(text.length, i + CHUNK);
    // Never between the two halves of a surrogate pair (an emoji): each chunk is encoded on its own.
    if (end < text.length && /[\uD800-\uDBFF]/.test(text[end - 1])) end++;
    parser.write(text.slice(i, end));
    i = end;
    await nextTurn();
  }
  if (!failure) parser.end();
  await finished(parser).catch(() => {});
  if (failure instanceof TooManyRows) throw invalid(IMPORT_MESSAGES.tooManyRows);
  if (failure) {
    const e = failure as { code?: string; lines?: number };
    if (e.code === 'CSV_QUOTE_NOT_CLOSED') throw invalid(IMPORT_MESSAGES.quoteNotClosed(e.lines ?? 1));
    throw invalid(IMPORT_MESSAGES.notCsv(e.lines ?? 1));
  }
  return cellsOf.map((cells, i) => ({ line: startLines[i], cells }));
}

/** The file's data rows by column, or a 422 on `file` when it is not a catalogue CSV at all. */
export async function readCatalogCsv(bytes: Buffer): Promise<ImportRow[]> {
  // A BOM is dropped by the decoder; csv-parse is given plain text.
  const [header, ...data] = await records(decode(bytes));
  if (!header) throw invalid(IMPORT_MESSAGES.noHeader);
  const read = readHeader(header.cells);
  if ('error' in read) throw invalid(read.error);
  if (data.length === 0) throw invalid(IMPORT_MESSAGES.noRows);
  return data.map(({ line, cells }) => {
    const byColumn: Partial<Record<ImportColumn, string>> = {};
    read.columns.forEach((column, i) => {
      if (column) byColumn[column] = cells[i] ?? '';
    });
    return { line, cells: byColumn };
  });
}
