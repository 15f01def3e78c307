import { Transform, type TransformCallback, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ImportRow } from '@app/domain/catalog/catalog-import';
import {
  IMPORT_FILE_FIELD,
  IMPORT_LIMITS,
  IMPORT_MESSAGES,
  type ImportColumn,
  readHeader,
} from '@app/domain/catalog/catalog-import-format';
import { parse as csvParser, type Parser } from 'csv-parse';
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

/** The uploaded file as it arrives (never buffered whole) and its name (shown back, never used as a path). */
export type CatalogUpload = { file: NodeJS.ReadableStream & { truncated?: boolean }; fileName: string };

/**
 * The `file` part of the multipart body, not yet read. Multipart stops reading past 20 MB; that and its
 * other limits become the spec's 422 on the field, never a 413 or a 500.
 */
export async function openCatalogUpload(request: FastifyRequest): Promise<CatalogUpload> {
  if (!request.isMultipart()) throw invalid(IMPORT_MESSAGES.fileRequired);
  try {
    const part = await request.file({ throwFileSizeLimit: false });
    if (!part || part.fieldname !== IMPORT_FILE_FIELD) throw invalid(IMPORT_MESSAGES.fileRequired);
    const fileName = (part.filename ?? '').replace(/\p{Cc}/gu, '').slice(0, 200);
    return { file: part.file, fileName };
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw invalid(IMPORT_MESSAGES.fileRequired);
  }
}

/** Lines a 50,000-row file may span: room for multi-line cells and blank lines, not for a blank-line bomb. */
const MAX_LINES = IMPORT_LIMITS.maxRows * 4;
const CR = 13;
const LF = 10;

/**
 * The bytes on their way to the parser: UTF-8 or refused (a BOM is fine), at most MAX_LINES line breaks.
 * The header line is held until it is whole, so the first chunk passed on tells the delimiter.
 */
class CheckedText extends Transform {
  private readonly utf8 = new TextDecoder('utf-8', { fatal: true });
  private lines = 0;
  private lastWasCr = false;
  private size = 0;
  private head: Buffer[] | null = [];

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    try {
      this.utf8.decode(chunk, { stream: true });
    } catch {
      return done(invalid(IMPORT_MESSAGES.notUtf8));
    }
    this.size += chunk.length;
    for (let i = 0; i < chunk.length; i++) {
      const c = chunk[i];
      // CRLF, LF and a lone CR each end one line.
      if ((c === LF && !this.lastWasCr) || c === CR) this.lines++;
      this.lastWasCr = c === CR;
    }
    if (this.lines > MAX_LINES) return done(invalid(IMPORT_MESSAGES.tooManyRows));
    if (!this.head) return done(null, chunk);
    this.head.push(chunk);
    if (chunk.includes(LF) || chunk.includes(CR)) this.releaseHead();
    done();
  }

  override _flush(done: TransformCallback) {
    try {
      this.utf8.decode();
    } catch {
      return done(invalid(IMPORT_MESSAGES.notUtf8));
    }
    if (this.size === 0) return done(invalid(IMPORT_MESSAGES.fileRequired));
    if (this.head) this.releaseHead();
    done();
  }

  private releaseHead() {
    const bytes = Buffer.concat(this.head ?? []);
    this.head = null;
    this.push(bytes);
  }
}

/** Comma, semicolon or tab: whichever the header line uses most (spreadsheets in some locales write `;`). */
function delimiterOf(head: Buffer): string {
  const firstLine = head.toString('utf8').split(/\r|\n/, 1)[0];
  const count = (d: string) => firstLine.split(d).length;
  return [';', '\t'].reduce((best, d) => (count(d) > count(best) ? d : best), ',');
}

/** csv-parse, made on the first chunk (the whole header line): the file's delimiter is the header's. */
class CsvRecords extends Transform {
  private inner: Parser | null = null;
  constructor() {
    super({ readableObjectMode: true });
  }

  private start(head: Buffer): Parser {
    const inner = csvParser({
      delimiter: delimiterOf(head),
      bom: true,
      record_delimiter: ['\r\n', '\n', '\r'],
      relax_column_count: true,
      // A lone quote inside a cell is an inch mark (12" tile), not the start of a quoted cell.
      relax_quotes: true,
    });
    inner.on('data', (cells: string[]) => {
      if (!this.push(cells)) inner.pause();
    });
    inner.on('error', (error) => this.destroy(error));
    this.inner = inner;
    return inner;
  }

  override _read(size: number) {
    this.inner?.resume();
    super._read(size);
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    const inner = this.inner ?? this.start(chunk);
    if (inner.write(chunk)) done();
    else inner.once('drain', () => done());
  }

  override _flush(done: TransformCallback) {
    if (!this.inner) return done();
    this.inner.once('end', () => done());
    this.inner.end();
  }
}

const lineBreaks = (cell: string) => cell.match(/\r\n|\r|\n/g)?.length ?? 0;
const isBlank = (cells: string[]) => cells.every((c) => c.trim() === '');

/** The rows of the file, as csv-parse hands them on; `onRow` may be slow (it writes them somewhere). */
export type RowSink = (row: ImportRow) => Promise<void> | void;

/**
 * Reads the upload as a stream into `onRow`, row by row with their line (the header is line 1; csv-parse's
 * own count drifts on `\r` in cells), applying backpressure: the upload is read only as fast as the rows
 * are taken. A file that is not a catalogue CSV at all is a 422 on `file`, wherever in it that shows.
 * Answers how many data rows it passed on.
 */
export async function readCatalogCsv(upload: CatalogUpload, onRow: RowSink): Promise<number> {
  let columns: (ImportColumn | null)[] | null = null;
  let line = 1;
  let dataRows = 0;
  const toRows = new Writable({
    objectMode: true,
    write(cells: string[], _encoding, done) {
      const at = line;
      line += 1 + cells.reduce((n, c) => n + lineBreaks(c), 0);
      if (isBlank(cells)) return done();
      if (!columns) {
        const read = readHeader(cells);
        if ('error' in read) return done(invalid(read.error));
        columns = read.columns;
        return done();
      }
      if (++dataRows > IMPORT_LIMITS.maxRows) return done(invalid(IMPORT_MESSAGES.tooManyRows));
      const byColumn: Partial<Record<ImportColumn, string>> = {};
      columns.forEach((column, i) => {
        if (column) byColumn[column] = cells[i] ?? '';
      });
      Promise.resolve(onRow({ line: at, cells: byColumn })).then(() => done(), done);
    },
  });
  try {
    await pipeline(upload.file, new CheckedText(), new CsvRecords(), toRows);
  } catch (error) {
    // Multipart stopped at 20 MB: whatever the cut-off text looked like, the file was too big.
    if (upload.file.truncated) throw invalid(IMPORT_MESSAGES.tooLarge);
    if (error instanceof AppError) throw error;
    const e = error as { code?: string; lines?: number };
    if (e.code === 'CSV_QUOTE_NOT_CLOSED') throw invalid(IMPORT_MESSAGES.quoteNotClosed(e.lines ?? 1));
    throw invalid(IMPORT_MESSAGES.notCsv(e.lines ?? 1));
  }
  if (upload.file.truncated) throw invalid(IMPORT_MESSAGES.tooLarge);
  if (!columns) throw invalid(IMPORT_MESSAGES.noHeader);
  if (dataRows === 0) throw invalid(IMPORT_MESSAGES.noRows);
  return dataRows;
}
