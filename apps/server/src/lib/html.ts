/**
 * HTML built by the `html` tag: every interpolated value is escaped unless it is itself SafeHtml
 * (the result of another `html` template), so no raw string can reach the markup by accident.
 */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

export type HtmlValue =
  SafeHtml | string | number | null | undefined | false | readonly HtmlValue[];

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for an HTML element body or a quoted attribute value. */
export function escapeHtml(value: string | number): string {
  return String(value).replace(/[&<>"']/g, (ch) => ENTITIES[ch] ?? ch);
}

function render(value: HtmlValue): string {
  if (value instanceof SafeHtml) return value.value;
  if (value === null || value === undefined || value === false) return '';
  if (Array.isArray(value)) return (value as readonly HtmlValue[]).map(render).join('');
  return escapeHtml(value as string | number);
}

export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): SafeHtml {
  return new SafeHtml(
    strings.reduce(
      (out, literal, i) => (i === 0 ? literal : out + render(values[i - 1]) + literal),
      '',
    ),
  );
}

/** An http(s) URL safe to put in href, or an error: never a javascript: or data: link. */
export function safeHttpUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    throw new Error(`Only http(s) links may appear in mail (got ${parsed.protocol}).`);
  }
  return parsed.toString();
}
