import PDFDocument from 'pdfkit';
import type { EstimateDocument, PdfGroup, PdfRow } from './estimate-document.ts';

/**
 * The estimate's PDF (issue 25 point 3): US Letter, real text in the standard Helvetica (selectable, and
 * what `pdftotext` reads back in the tests), each room's trades as tables that move a row that would not fit
 * to the next page whole (pdfkit's `doc.table`), page numbers drawn once every page exists.
 */

const MARGIN = 50;
const FOOTER = 60;
const INK = '#111111';
const MUTED = '#555555';
const ALLOWANCE_FILL = '#fff4d6';
const LOGO_BOX: [number, number] = [160, 60];

export const ALLOWANCE_NOTE =
  'An allowance is a budget for an item not chosen yet. When you choose it, the difference between its ' +
  'price and the allowance is added to or taken from the total by a change order, which you approve first.';

type Doc = InstanceType<typeof PDFDocument>;

const contentWidth = (doc: Doc) => doc.page.width - MARGIN * 2;

/** A new page when less than `height` is left, so a heading is never the last thing on a page. */
function keepRoom(doc: Doc, height: number) {
  if (doc.y + height > doc.page.maxY()) doc.addPage();
}

function header(doc: Doc, d: EstimateDocument) {
  const top = doc.y;
  if (d.logo) doc.image(d.logo, MARGIN, top, { fit: LOGO_BOX });
  const x = d.logo ? MARGIN + LOGO_BOX[0] + 16 : MARGIN;
  const width = doc.page.width - MARGIN - x;
  doc.font('Helvetica-Bold').fontSize(18).fillColor(INK).text(d.company, x, top, { width });
  doc.font('Helvetica').fontSize(11).fillColor(MUTED).text(d.title, x, doc.y, { width });
  doc.y = Math.max(doc.y, d.logo ? top + LOGO_BOX[1] : 0) + 14;
  const facts: [string, string][] = [
    ['Project', d.project],
    ['Prepared for', d.homeowner],
    [d.title.startsWith('Change') ? 'Change order' : 'Estimate', `${d.estimateId}, version ${d.version}`],
    ['Date sent', d.sent],
    ['Valid until', d.validUntil],
    ['Shown as', d.mode === 'open_book' ? 'Open book' : 'Fixed price'],
  ];
  if (d.copy === 'pro') facts.push(['Copy', "Pro's copy: costs and markups, not for the homeowner"]);
  for (const [label, value] of facts) {
    doc
      .font('Helvetica-Bold')
      .fontSize(10)
      .fillColor(INK)
      .text(`${label}: `, MARGIN, doc.y, { continued: true });
    doc.font('Helvetica').text(value);
  }
  if (d.message) {
    doc.moveDown(0.6);
    doc
      .font('Helvetica-Oblique')
      .fontSize(10)
      .fillColor(INK)
      .text(d.message, MARGIN, doc.y, {
        width: contentWidth(doc),
      });
  }
  doc.moveDown(1);
}

const HEAD = ['Description', 'Quantity', 'Unit cost', 'Markup', 'Unit price', 'Total'];

function cells(row: PdfRow, costColumns: boolean) {
  const fill = row.allowance ? { backgroundColor: ALLOWANCE_FILL } : {};
  const text = (value: string) => ({ text: value, ...fill });
  return [
    {
      text: row.allowance ? `ALLOWANCE: ${row.description}` : row.description,
      ...fill,
      ...(row.allowance ? { font: { src: 'Helvetica-Bold' } } : {}),
    },
    text(row.quantity),
    ...(costColumns ? [text(row.unitCost ?? ''), text(row.markup ?? '')] : []),
    text(row.unitPrice),
    text(row.total),
  ];
}

function groupTable(doc: Doc, group: PdfGroup, costColumns: boolean) {
  keepRoom(doc, 60);
  doc.font('Helvetica-Bold').fontSize(11).fillColor(INK);
  doc.text(`${group.label}: ${group.total}`, MARGIN, doc.y, { width: contentWidth(doc) });
  doc.moveDown(0.2);
  const head = costColumns ? HEAD : HEAD.filter((h) => h !== 'Unit cost' && h !== 'Markup');
  const widths = costColumns ? ['*', 78, 66, 48, 66, 72] : ['*', 90, 80, 86];
  doc.font('Helvetica').fontSize(9);
  doc.table({
    position: { x: MARGIN, y: doc.y },
    maxWidth: contentWidth(doc),
    defaultStyle: { border: [0, 0, 0.5, 0], borderColor: '#cccccc', padding: [3, 4, 3, 4] },
    columnStyles: (i) => ({ width: widths[i] as number | '*', align: { x: i === 0 ? 'left' : 'right' } }),
    data: [
      head.map((h) => ({ text: h, font: { src: 'Helvetica-Bold' } })),
      ...group.rows.map((row) => cells(row, costColumns)),
    ],
  });
  doc.moveDown(0.8);
}

function rooms(doc: Doc, d: EstimateDocument) {
  for (const room of d.rooms) {
    keepRoom(doc, 90);
    doc.font('Helvetica-Bold').fontSize(14).fillColor(INK);
    doc.text(room.room, MARGIN, doc.y, { width: contentWidth(doc) });
    doc.moveDown(0.3);
    for (const group of room.groups) groupTable(doc, group, d.costColumns);
  }
}

function allowances(doc: Doc, d: EstimateDocument) {
  if (d.allowances.length === 0) return;
  keepRoom(doc, 80);
  doc.font('Helvetica-Bold').fontSize(13).fillColor(INK).text('Allowances', MARGIN, doc.y);
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(MUTED)
    .text(ALLOWANCE_NOTE, MARGIN, doc.y, {
      width: contentWidth(doc),
    });
  doc.moveDown(0.3).fillColor(INK);
  for (const a of d.allowances) {
    keepRoom(doc, 14);
    doc
      .font('Helvetica')
      .fontSize(10)
      .text(`Allowance: ${a.description}`, MARGIN, doc.y, { continued: true });
    doc.text(` ${a.total}`);
  }
  doc.moveDown(1);
}

function totals(doc: Doc, d: EstimateDocument) {
  keepRoom(doc, 16 * d.totals.length + 30);
  doc.font('Helvetica-Bold').fontSize(13).fillColor(INK).text('Totals', MARGIN, doc.y);
  doc.moveDown(0.3);
  const labelX = MARGIN + contentWidth(doc) / 2;
  for (const [label, amount] of d.totals) {
    const strong = label === 'Total';
    const y = doc.y;
    doc.font(strong ? 'Helvetica-Bold' : 'Helvetica').fontSize(strong ? 12 : 10);
    doc.text(label, labelX, y, { width: 170, lineBreak: false });
    doc.text(amount, labelX + 170, y, { width: contentWidth(doc) / 2 - 170, align: 'right' });
  }
}

/** "Page n of N" on every page, written once all pages exist (bufferPages), inside the bottom margin. */
function pageNumbers(doc: Doc, d: EstimateDocument) {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0; // writing inside the margin would otherwise open a new page
    doc.font('Helvetica').fontSize(8).fillColor(MUTED);
    doc.text(
      `${d.company} - ${d.title.toLowerCase()}, version ${d.version} - page ${i + 1} of ${count}`,
      MARGIN,
      doc.page.height - FOOTER / 2 - 8,
      { width: contentWidth(doc), align: 'center', lineBreak: false },
    );
    doc.page.margins.bottom = bottom;
  }
}

/** The PDF's bytes. */
export function renderEstimatePdf(d: EstimateDocument): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margins: { top: MARGIN, bottom: FOOTER, left: MARGIN, right: MARGIN },
    bufferPages: true,
    lang: 'en-US',
    info: { Title: `${d.title}, version ${d.version}`, Author: d.company },
  });
  const chunks: Buffer[] = [];
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  header(doc, d);
  rooms(doc, d);
  allowances(doc, d);
  totals(doc, d);
  pageNumbers(doc, d);
  doc.end();
  return bytes;
}
