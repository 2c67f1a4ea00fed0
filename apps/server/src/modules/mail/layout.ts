import type { SiteConfig } from '@sunward/contracts/site';
import { html, type HtmlValue, type SafeHtml } from '../../lib/html';

/** The brand's e-mail colours (inline: mail clients drop style sheets). */
export const C = {
  brand: '#0b3954',
  accent: '#f5a623',
  text: '#1f2933',
  muted: '#5f6b7a',
  rule: '#d9e2ec',
  page: '#f2f5f8',
  panel: '#fff7e6',
} as const;
export const FONT = 'Arial, Helvetica, sans-serif';

/** A paragraph row of the frame's content table. */
export function paragraph(text: HtmlValue, muted = false): SafeHtml {
  return html`<tr>
    <td
      style="padding:10px 0 0;font-family:${FONT};font-size:${muted ? 13 : 15}px;line-height:1.5;color:${muted ? C.muted : C.text};"
    >
      ${text}
    </td>
  </tr>`;
}

/** A call-to-action button row (a link styled as a button, which every mail client shows). */
export function buttonRow(label: string, href: string): SafeHtml {
  return html`<tr>
    <td style="padding:22px 0 6px;">
      <a
        href="${href}"
        style="display:inline-block;background:${C.brand};color:#ffffff;font-family:${FONT};font-size:16px;font-weight:bold;text-decoration:none;padding:12px 22px;border-radius:6px;"
        >${label}</a
      >
    </td>
  </tr>`;
}

/**
 * Every e-mail's frame: a table-based HTML page that renders in every mail client (inline styles,
 * no scripts, no external CSS) with the brand bar, the title, the content rows, and the footer
 * saying who sent it and why (`reason`: 'a booking was made with … using this address').
 */
export function emailFrame(input: {
  site: SiteConfig;
  title: string;
  /** The line mail clients show next to the subject. */
  preheader: string;
  reason: string;
  content: SafeHtml;
}): SafeHtml {
  const { site, title, preheader, reason, content } = input;
  const footer = `${site.companyName} · ${site.address} · ${site.atolNumber}`;
  return html`<!doctype html>
    <html lang="en-GB">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="x-apple-disable-message-reformatting" />
        <title>${title}</title>
      </head>
      <body style="margin:0;padding:0;background:${C.page};">
        <div style="display:none;max-height:0;overflow:hidden;">${preheader}</div>
        <table
          role="presentation"
          width="100%"
          cellpadding="0"
          cellspacing="0"
          border="0"
          style="background:${C.page};"
        >
          <tr>
            <td align="center" style="padding:24px 12px;">
              <table
                role="presentation"
                width="600"
                cellpadding="0"
                cellspacing="0"
                border="0"
                style="width:100%;max-width:600px;background:#ffffff;"
              >
                <tr>
                  <td
                    style="background:${C.brand};padding:22px 32px;font-family:${FONT};font-size:24px;font-weight:bold;color:#ffffff;"
                  >
                    ${site.brandName}
                  </td>
                </tr>
                <tr>
                  <td style="height:4px;line-height:4px;font-size:4px;background:${C.accent};">
                    &nbsp;
                  </td>
                </tr>
                <tr>
                  <td style="padding:28px 32px 32px;">
                    <table
                      role="presentation"
                      width="100%"
                      cellpadding="0"
                      cellspacing="0"
                      border="0"
                    >
                      <tr>
                        <td
                          style="font-family:${FONT};font-size:24px;font-weight:bold;color:${C.brand};"
                        >
                          ${title}
                        </td>
                      </tr>
                      ${content}
                    </table>
                  </td>
                </tr>
                <tr>
                  <td
                    style="padding:18px 32px;background:#eef3f8;font-family:${FONT};font-size:12px;line-height:1.5;color:${C.muted};"
                  >
                    ${footer}<br />
                    You are receiving this e-mail because ${reason}.
                  </td>
                </tr>
              </table>
            </td>
          </tr>
        </table>
      </body>
    </html>`;
}
