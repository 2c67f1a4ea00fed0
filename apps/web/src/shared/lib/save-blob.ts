/** Hands a fetched file to the browser as a download (works without a pop-up, on phones too). */
export function saveBlob(blob: Blob, filename: string) {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser time to start the download before the URL is let go.
  window.setTimeout(() => URL.revokeObjectURL(href), 60_000);
}
