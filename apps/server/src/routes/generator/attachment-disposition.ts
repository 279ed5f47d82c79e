/**
 * The Content-Disposition of a download. An ASCII name goes in `filename`; any other (a person
 * named 张伟) only as RFC 5987's UTF-8 `filename*`, because a header may carry no character past
 * Latin-1 (Node refuses it, which was a 500) and Latin-1 bytes are read differently by clients.
 */
export function attachmentDisposition(filename: string): string {
  if (/^[\x20-\x7e]*$/.test(filename) && !/["\\]/.test(filename))
    return `attachment; filename="${filename}"`;
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename*=UTF-8''${encoded}`;
}
