import type { SiteConfig } from '@sunward/contracts/site';
import PDFDocument from 'pdfkit';

/**
 * The house style of every booking document: an A4 page with a brand header, section headings,
 * label/value rows, ruled tables and a footer naming the company on every page. pdfkit does the
 * layout (text wrapping, tables, page breaks); this file only decides how things look.
 */

const COLOURS = {
  brand: '#0b3954',
  accent: '#f5a623',
  text: '#1f2933',
  muted: '#5f6b7a',
  rule: '#d9e2ec',
  headerRow: '#eef3f8',
  panel: '#fff7e6',
} as const;

const FONT = 'Helvetica';
const FONT_BOLD = 'Helvetica-Bold';

const MARGIN = { top: 56, bottom: 72, left: 50, right: 50 };
const LABEL_WIDTH = 150;
const CELL_PADDING = { x: 6, y: 5 };
/** Room a section heading takes: the space above it, its line and the rule under it. */
const HEADING_HEIGHT = 38;

/**
 * pdfkit's built-in fonts speak Windows-1252 only: any other character would corrupt the text. Names
 * such as 'Łukasz' or 'Dvořák' keep their letters without accents; anything else becomes '?'.
 */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
const LATIN_FALLBACK = new Map<string, string>([
  ['Ł', 'L'],
  ['ł', 'l'],
  ['Đ', 'D'],
  ['đ', 'd'],
  ['Ħ', 'H'],
  ['ħ', 'h'],
  ['ı', 'i'],
  ['Ŀ', 'L'],
  ['ŀ', 'l'],
  ['Ŧ', 'T'],
  ['ŧ', 't'],
  ['ſ', 's'],
  ['\u2009', ' '],
  ['\u202f', ' '],
  ['\u2212', '-'],
]);

function isWinAnsi(ch: string): boolean {
  const code = ch.codePointAt(0) ?? 0;
  return (
    code === 0x0a ||
    (code >= 0x20 && code <= 0x7e) ||
    (code >= 0xa0 && code <= 0xff) ||
    WIN_ANSI_EXTRA.has(ch)
  );
}

function allWinAnsi(text: string): boolean {
  for (const ch of text) if (!isWinAnsi(ch)) return false;
  return true;
}

export function toWinAnsi(text: string): string {
  let out = '';
  for (const ch of text) {
    if (isWinAnsi(ch)) {
      out += ch;
      continue;
    }
    const fallback = LATIN_FALLBACK.get(ch);
    if (fallback !== undefined) {
      out += fallback;
      continue;
    }
    const stripped = ch.normalize('NFD').replace(/\p{M}/gu, '');
    out += stripped !== '' && allWinAnsi(stripped) ? stripped : '?';
  }
  return out;
}

export interface DocumentHeading {
  /** 'ATOL Certificate', 'Accommodation voucher', … */
  title: string;
  reference: string;
  /** One muted line under the title, e.g. 'Issued 3 March 2026'. */
  subtitle: string;
}

export type KeyValue = readonly [label: string, value: string];

export interface TableColumn {
  header: string;
  /** Points, or '*' to share what is left. */
  width?: number | '*';
  align?: 'left' | 'right' | 'center';
}

/** One PDF being written: create, add sections, then `finish()` for the bytes. */
export class PdfWriter {
  private readonly doc: PDFKit.PDFDocument;
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<Buffer>;
  private pendingHeading: string | undefined;

  constructor(
    private readonly site: SiteConfig,
    private readonly heading: DocumentHeading,
  ) {
    this.doc = new PDFDocument({
      size: 'A4',
      margins: MARGIN,
      bufferPages: true,
      lang: 'en-GB',
      displayTitle: true,
      info: {
        Title: toWinAnsi(`${heading.title} ${heading.reference}`),
        Author: toWinAnsi(site.companyName),
        Subject: toWinAnsi(`${site.brandName} booking ${heading.reference}`),
        Creator: toWinAnsi(site.brandName),
      },
    });
    this.done = new Promise<Buffer>((resolve, reject) => {
      this.doc.on('data', (chunk: Buffer) => this.chunks.push(chunk));
      this.doc.on('end', () => {
        resolve(Buffer.concat(this.chunks));
      });
      this.doc.on('error', reject);
    });
    this.doc.on('pageAdded', () => {
      this.continuationHeader();
    });
    this.brandHeader();
    this.titleBlock();
  }

  private get left(): number {
    return this.doc.page.margins.left;
  }

  private get contentWidth(): number {
    return this.doc.page.width - this.doc.page.margins.left - this.doc.page.margins.right;
  }

  private get pageContentHeight(): number {
    return this.doc.page.height - this.doc.page.margins.top - this.doc.page.margins.bottom;
  }

  private get bottom(): number {
    return this.doc.page.height - this.doc.page.margins.bottom;
  }

  /**
   * Starts a new page unless `height` points still fit on this one, then writes any pending section
   * heading: a heading is only placed once the content after it is, so it never ends a page alone.
   */
  private ensureSpace(height: number): void {
    const heading = this.pendingHeading;
    const needed = height + (heading === undefined ? 0 : HEADING_HEIGHT);
    if (this.doc.y + needed > this.bottom) this.doc.addPage();
    if (heading !== undefined) {
      this.pendingHeading = undefined;
      this.drawHeading(heading);
    }
  }

  private brandHeader(): void {
    const { doc, site } = this;
    const width = doc.page.width;
    doc.save().rect(0, 0, width, 92).fill(COLOURS.brand).restore();
    doc.save().rect(0, 92, width, 4).fill(COLOURS.accent).restore();
    doc
      .font(FONT_BOLD)
      .fontSize(22)
      .fillColor('#ffffff')
      .text(toWinAnsi(site.brandName), this.left, 30, { width: 280, lineBreak: false });
    doc
      .font(FONT)
      .fontSize(9)
      .fillColor('#dbe7f0')
      .text(toWinAnsi('Your holiday, booked with care'), this.left, 58, {
        width: 280,
        lineBreak: false,
      });
    const details = [site.companyName, site.atolNumber, site.phone, site.email].map(toWinAnsi);
    doc
      .font(FONT)
      .fontSize(8.5)
      .fillColor('#ffffff')
      .text(details.join('\n'), width - MARGIN.right - 220, 24, {
        width: 220,
        align: 'right',
        lineGap: 1.5,
      });
    doc.x = this.left;
    doc.y = 120;
  }

  private continuationHeader(): void {
    const { doc } = this;
    doc
      .font(FONT)
      .fontSize(8.5)
      .fillColor(COLOURS.muted)
      .text(
        toWinAnsi(
          `${this.site.brandName} · ${this.heading.title} · Booking reference ${this.heading.reference} (continued)`,
        ),
        this.left,
        28,
        { width: this.contentWidth, lineBreak: false },
      );
    doc
      .save()
      .moveTo(this.left, 42)
      .lineTo(this.left + this.contentWidth, 42)
      .lineWidth(0.5)
      .strokeColor(COLOURS.rule)
      .stroke()
      .restore();
    doc.x = this.left;
    doc.y = MARGIN.top;
  }

  private titleBlock(): void {
    const { doc, heading } = this;
    doc
      .font(FONT_BOLD)
      .fontSize(20)
      .fillColor(COLOURS.brand)
      .text(toWinAnsi(heading.title), this.left, doc.y, { width: this.contentWidth });
    doc.moveDown(0.2);
    doc
      .font(FONT_BOLD)
      .fontSize(11)
      .fillColor(COLOURS.text)
      .text(toWinAnsi(`Booking reference ${heading.reference}`), { width: this.contentWidth });
    doc
      .font(FONT)
      .fontSize(9.5)
      .fillColor(COLOURS.muted)
      .text(toWinAnsi(heading.subtitle), { width: this.contentWidth });
    doc.moveDown(0.6);
  }

  /** A section heading with a rule under it, written with the first block of its content. */
  section(title: string): this {
    if (this.pendingHeading !== undefined) this.ensureSpace(0);
    this.pendingHeading = title;
    return this;
  }

  private drawHeading(title: string): void {
    const { doc } = this;
    doc.moveDown(0.7);
    doc
      .font(FONT_BOLD)
      .fontSize(12.5)
      .fillColor(COLOURS.brand)
      .text(toWinAnsi(title), this.left, doc.y, { width: this.contentWidth });
    const y = doc.y + 2;
    doc
      .save()
      .moveTo(this.left, y)
      .lineTo(this.left + this.contentWidth, y)
      .lineWidth(0.75)
      .strokeColor(COLOURS.rule)
      .stroke()
      .restore();
    doc.y = y + 7;
  }

  /** Label/value rows: labels in a muted column, values wrapping beside them. A short block is
   * kept on one page. */
  keyValues(rows: readonly KeyValue[]): this {
    const { doc } = this;
    const valueX = this.left + LABEL_WIDTH + 10;
    const valueWidth = this.contentWidth - LABEL_WIDTH - 10;
    const measured = rows.map(([rawLabel, rawValue]) => {
      const label = toWinAnsi(rawLabel);
      const value = toWinAnsi(rawValue === '' ? '–' : rawValue);
      doc.font(FONT).fontSize(9.5);
      const labelHeight = doc.heightOfString(label, { width: LABEL_WIDTH });
      doc.font(FONT_BOLD).fontSize(10);
      const valueHeight = doc.heightOfString(value, { width: valueWidth });
      return { label, value, height: Math.max(labelHeight, valueHeight) + 5 };
    });
    const total = measured.reduce((sum, row) => sum + row.height, 0);
    if (total < this.pageContentHeight / 3) this.ensureSpace(total);
    for (const { label, value, height } of measured) {
      this.ensureSpace(height);
      const y = doc.y;
      doc
        .font(FONT)
        .fontSize(9.5)
        .fillColor(COLOURS.muted)
        .text(label, this.left, y, { width: LABEL_WIDTH });
      doc
        .font(FONT_BOLD)
        .fontSize(10)
        .fillColor(COLOURS.text)
        .text(value, valueX, y, { width: valueWidth });
      doc.x = this.left;
      doc.y = y + height;
    }
    return this;
  }

  /** Column widths in points: fixed ones as given, '*' columns share what is left. */
  private columnWidths(columns: readonly TableColumn[]): number[] {
    const fixed = columns.reduce((sum, c) => sum + (typeof c.width === 'number' ? c.width : 0), 0);
    const stars = columns.filter((c) => typeof c.width !== 'number').length;
    const share = stars === 0 ? 0 : Math.max(this.contentWidth - fixed, 0) / stars;
    return columns.map((c) => (typeof c.width === 'number' ? c.width : share));
  }

  /** A ruled table with a shaded header row. A short table is kept on one page; a long one
   * continues row by row on the next. */
  table(columns: readonly TableColumn[], rows: readonly (readonly string[])[]): this {
    const { doc } = this;
    const widths = this.columnWidths(columns);
    const cellHeight = (text: string, column: number, bold: boolean): number => {
      doc.font(bold ? FONT_BOLD : FONT).fontSize(bold ? 9 : 9.5);
      const width = (widths.at(column) ?? this.contentWidth) - 2 * CELL_PADDING.x;
      return doc.heightOfString(text, { width }) + 2 * CELL_PADDING.y;
    };
    const header = columns.map((c) => toWinAnsi(c.header));
    const body = rows.map((row) => row.map(toWinAnsi));
    const heights = [header, ...body].map((cells, r) =>
      Math.max(...cells.map((cell, c) => cellHeight(cell, c, r === 0))),
    );
    const total = heights.reduce((sum, h) => sum + h, 0);
    const firstRows = heights.slice(0, 3).reduce((sum, h) => sum + h, 0);
    this.ensureSpace(total < this.pageContentHeight / 3 ? total : firstRows);

    doc.x = this.left;
    const table = doc.table({
      position: { x: this.left, y: doc.y },
      maxWidth: this.contentWidth,
      columnStyles: columns.map((c, i) => ({
        width: widths.at(i) ?? '*',
        align: { x: c.align ?? 'left', y: 'center' },
      })),
      defaultStyle: {
        border: [0, 0, 0.5, 0],
        borderColor: COLOURS.rule,
        padding: [CELL_PADDING.y, CELL_PADDING.x],
        textColor: COLOURS.text,
      },
    });
    table.row(
      header.map((text) => ({
        text,
        type: 'TH' as const,
        font: { src: FONT_BOLD, size: 9 },
        backgroundColor: COLOURS.headerRow,
        textColor: COLOURS.brand,
        border: [0, 0, 1, 0],
        borderColor: COLOURS.brand,
      })),
    );
    for (const row of body) {
      table.row(row.map((text) => ({ text, font: { src: FONT, size: 9.5 } })));
    }
    table.end();
    doc.x = this.left;
    doc.moveDown(0.4);
    return this;
  }

  /** A paragraph of body text. */
  paragraph(text: string, options: { muted?: boolean; bold?: boolean } = {}): this {
    const { doc } = this;
    const body = toWinAnsi(text);
    const font = options.bold ? FONT_BOLD : FONT;
    const size = options.muted ? 9 : 10;
    doc.font(font).fontSize(size);
    const height = doc.heightOfString(body, { width: this.contentWidth, lineGap: 1.5 });
    // Keep a short paragraph whole; a long one needs only its first lines on this page.
    this.ensureSpace(Math.min(height, 60) + 4);
    doc
      .font(font)
      .fontSize(size)
      .fillColor(options.muted ? COLOURS.muted : COLOURS.text)
      .text(body, this.left, doc.y, { width: this.contentWidth, lineGap: 1.5 });
    doc.moveDown(0.45);
    return this;
  }

  /** A list of short points, each with a bullet. */
  bullets(items: readonly string[]): this {
    const { doc } = this;
    this.ensureSpace(40);
    doc
      .font(FONT)
      .fontSize(10)
      .fillColor(COLOURS.text)
      .list(items.map(toWinAnsi), this.left + 4, doc.y, {
        width: this.contentWidth - 4,
        bulletRadius: 2,
        textIndent: 12,
        lineGap: 1.5,
        paragraphGap: 3,
      });
    doc.x = this.left;
    doc.moveDown(0.45);
    return this;
  }

  /** A shaded panel with a bold line and an optional note, for what the reader must not miss. */
  callout(headline: string, note?: string): this {
    const { doc } = this;
    const width = this.contentWidth;
    const inner = width - 28;
    const head = toWinAnsi(headline);
    const body = note === undefined ? undefined : toWinAnsi(note);
    doc.font(FONT_BOLD).fontSize(12);
    const headHeight = doc.heightOfString(head, { width: inner });
    doc.font(FONT).fontSize(9.5);
    const bodyHeight = body === undefined ? 0 : doc.heightOfString(body, { width: inner }) + 4;
    const height = headHeight + bodyHeight + 22;
    doc.moveDown(0.3);
    this.ensureSpace(height + 8);
    const top = doc.y;
    doc.save().roundedRect(this.left, top, width, height, 4).fill(COLOURS.panel).restore();
    doc.save().rect(this.left, top, 4, height).fill(COLOURS.accent).restore();
    doc
      .font(FONT_BOLD)
      .fontSize(12)
      .fillColor(COLOURS.brand)
      .text(head, this.left + 16, top + 11, { width: inner });
    if (body !== undefined) {
      doc
        .font(FONT)
        .fontSize(9.5)
        .fillColor(COLOURS.text)
        .text(body, this.left + 16, doc.y + 4, { width: inner });
    }
    doc.x = this.left;
    doc.y = top + height + 10;
    return this;
  }

  /** Writes the footer on every page and returns the finished PDF. */
  finish(): Promise<Buffer> {
    const { doc, site } = this;
    if (this.pendingHeading !== undefined) this.ensureSpace(0);
    const range = doc.bufferedPageRange();
    const footer = toWinAnsi(
      `${site.companyName} · ${site.address} · ${site.atolNumber} · ${site.phone} · ${site.email}`,
    );
    for (let i = range.start; i < range.start + range.count; i++) {
      doc.switchToPage(i);
      // Writing below the bottom margin would start a new page: lift the margin while drawing.
      const bottomMargin = doc.page.margins.bottom;
      doc.page.margins.bottom = 0;
      const y = doc.page.height - 50;
      doc
        .save()
        .moveTo(this.left, y - 8)
        .lineTo(this.left + this.contentWidth, y - 8)
        .lineWidth(0.5)
        .strokeColor(COLOURS.rule)
        .stroke()
        .restore();
      doc
        .font(FONT)
        .fontSize(7.5)
        .fillColor(COLOURS.muted)
        .text(footer, this.left, y, { width: this.contentWidth - 70, lineBreak: true });
      doc.text(`Page ${i - range.start + 1} of ${range.count}`, this.left, y, {
        width: this.contentWidth,
        align: 'right',
        lineBreak: false,
      });
      doc.page.margins.bottom = bottomMargin;
    }
    doc.end();
    return this.done;
  }
}
