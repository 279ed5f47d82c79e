import { gzipSync } from 'node:zlib';

export interface FirstLoadFile {
  path: string;
  bytes: number;
  gzipBytes: number;
}

/**
 * The JavaScript a first visit loads before anything is asked for: the entry script of
 * index.html and every module it preloads, each gzipped at level 9 as Vite reports sizes.
 */
export async function firstLoadJavaScript(
  baseUrl: string,
): Promise<{ files: FirstLoadFile[]; gzipBytes: number }> {
  const html = await (await fetch(`${baseUrl}/`)).text();
  const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
  const paths = tags.flatMap((tag) => {
    const src = /\bsrc="([^"]+)"/.exec(tag)?.[1];
    if (tag.startsWith('<script') && /type="module"/.test(tag) && src) return [src];
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
    if (tag.startsWith('<link') && /rel="modulepreload"/.test(tag) && href) return [href];
    return [];
  });
  if (paths.length === 0) throw new Error('index.html loads no module script');
  const files = await Promise.all(
    paths.map(async (path) => {
      const res = await fetch(new URL(path, baseUrl));
      if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`);
      const body = Buffer.from(await res.arrayBuffer());
      return { path, bytes: body.length, gzipBytes: gzipSync(body, { level: 9 }).length };
    }),
  );
  return { files, gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0) };
}
