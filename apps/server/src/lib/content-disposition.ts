/**
 * A `Content-Disposition` that downloads a file under its own name (RFC 6266): a quoted ASCII
 * name for old clients, with anything that could end the quote, break the header or name a
 * folder replaced, and the exact name in UTF-8 (RFC 8187) for the others.
 */
export function attachmentDisposition(filename: string): string {
  const fallback = filename.replace(/[^\x20-\x7e]|["\\/%]/g, '_').trim() || 'attachment';
  const exact = encodeURIComponent(filename).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${exact}`;
}
