/**
 * The part of pdfkit 0.20.2 the estimate PDF uses. pdfkit ships no types, and @types/pdfkit (0.17) predates
 * `doc.table`, so this declares only what is called here.
 */
declare module 'pdfkit' {
  type Margins = { top: number; bottom: number; left: number; right: number };
  type TextOptions = {
    width?: number;
    align?: 'left' | 'right' | 'center' | 'justify';
    lineBreak?: boolean;
    continued?: boolean;
  };
  type Cell =
    | string
    | {
        text: string;
        colSpan?: number;
        align?: { x?: 'left' | 'right' | 'center' };
        font?: { src?: string; size?: number };
        backgroundColor?: string;
        textColor?: string;
      };
  type TableOptions = {
    position?: { x?: number; y?: number };
    maxWidth?: number;
    columnStyles?: (i: number) => { width?: number | '*'; align?: { x?: 'left' | 'right' | 'center' } };
    rowStyles?: (i: number) => { border?: number[]; borderColor?: string; padding?: number[] };
    defaultStyle?: { border?: number | number[]; borderColor?: string; padding?: number[] };
    data: Cell[][];
  };
  type Page = { width: number; height: number; margins: Margins; maxY(): number };

  class PDFDocument {
    constructor(options?: {
      size?: string | [number, number];
      margins?: Margins;
      bufferPages?: boolean;
      info?: Record<string, string | Date>;
      lang?: string;
    });
    page: Page;
    x: number;
    y: number;
    on(event: 'data', listener: (chunk: Buffer) => void): this;
    on(event: 'end', listener: () => void): this;
    on(event: 'error', listener: (error: Error) => void): this;
    end(): void;
    font(name: string): this;
    fontSize(size: number): this;
    fillColor(color: string): this;
    strokeColor(color: string): this;
    lineWidth(width: number): this;
    text(text: string, x?: number, y?: number, options?: TextOptions): this;
    text(text: string, options?: TextOptions): this;
    heightOfString(text: string, options?: TextOptions): number;
    widthOfString(text: string): number;
    image(source: Buffer, x: number, y: number, options?: { fit?: [number, number] }): this;
    moveDown(lines?: number): this;
    moveTo(x: number, y: number): this;
    lineTo(x: number, y: number): this;
    stroke(): this;
    addPage(): this;
    switchToPage(n: number): this;
    bufferedPageRange(): { start: number; count: number };
    table(options: TableOptions): this;
  }
  export default PDFDocument;
}
