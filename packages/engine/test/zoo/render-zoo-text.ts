import { spaceLetters, type ZooLine, type ZooPage } from './zoo-page';

/** The name or a heading as printed: capitals, letter-spaced in that layout. */
export function displayed(page: ZooPage, text: string, capitals: boolean): string {
  const shown = capitals || page.layout.letterSpaced ? text.toUpperCase() : text;
  return page.layout.letterSpaced ? spaceLetters(shown) : shown;
}

function textLine(page: ZooPage, line: ZooLine, markdown: boolean): string {
  // Dates apart from the text are reached with a tab, as a word processor's tab stop writes.
  const text = line.dates ? `${line.text}\t${line.dates}` : line.text;
  if (line.style === 'bullet') return `${markdown ? '-' : page.glyph} ${text}`;
  if (!markdown) return text;
  if (line.style === 'entry') return `**${text}**`;
  if (line.style === 'sub') return `*${text}*`;
  return text;
}

/**
 * A plain-text or Markdown resume: the name, the contact line, then each section's heading
 * (capitals in text, `##` in Markdown) and its entries, a blank line between entries.
 */
export function renderZooText(page: ZooPage, markdown: boolean): string {
  const out: string[] = [
    markdown ? `# ${displayed(page, page.name, false)}` : displayed(page, page.name, false),
    page.contact.join(' | '),
  ];
  for (const section of page.sections) {
    const heading = displayed(page, section.heading, !markdown);
    out.push('', markdown ? `## ${heading}` : heading);
    section.blocks.forEach((block, i) => {
      if (i > 0) out.push('');
      const lines = [...block.header, ...block.body].map((l) => textLine(page, l, markdown));
      out.push(...lines);
    });
  }
  return `${out.join('\n')}\n`;
}
