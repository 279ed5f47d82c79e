/** A reference to something on the network: http(s) or protocol-relative. */
const REMOTE = String.raw`(?:https?:)?//[^"')\s]+`;

/**
 * The page without anything it would fetch from the network: stylesheets and scripts linked from
 * elsewhere, CSS @import and url() of remote fonts and images, images. Themes link
 * web fonts and icon sets from CDNs; offline, Chromium and LibreOffice would each wait on them,
 * and the text is the same without them. Links people click (<a href>) stay, as they print.
 */
export function offlineHtml(html: string): string {
  return (
    html
      .replace(new RegExp(String.raw`<link\b[^>]*href=["']${REMOTE}["'][^>]*>`, 'gi'), '')
      .replace(
        new RegExp(String.raw`<script\b[^>]*src=["']${REMOTE}["'][^>]*>\s*</script>`, 'gi'),
        '',
      )
      .replace(
        new RegExp(String.raw`@import\s+(?:url\()?\s*["']?${REMOTE}["']?\s*\)?[^;]*;`, 'gi'),
        '',
      )
      .replace(new RegExp(String.raw`url\(\s*["']?${REMOTE}["']?\s*\)`, 'gi'), 'url(data:,)')
      // Every image but inline data: a theme may write a gravatar address with escaped slashes.
      .replace(/(<img\b[^>]*\ssrc=)(["'])(?!data:)[^"']*\2/gi, '$1""')
  );
}
