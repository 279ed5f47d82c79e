import { XML_HEAD } from './docx-parts';

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';

// Sizes in half-points, spacing in twips: the same hierarchy as the PDF's normal style (Arial
// being Word's Helvetica), so the two downloads look alike.
const SIZE = { body: 21, contact: 20, title: 44, heading: 23 };
const SPACE = { heading: 240, underHeading: 80, entry: 140 };
/** A bullet's hanging indent: the glyph at the left, the text and its wraps at LIST_INDENT. */
export const LIST_INDENT = 300;

const style = (id: string, name: string, pPr: string, rPr: string) =>
  `<w:style w:type="paragraph" w:styleId="${id}"><w:name w:val="${name}"/><w:basedOn w:val="Normal"/><w:pPr>${pPr}</w:pPr><w:rPr>${rPr}</w:rPr></w:style>`;

/**
 * The resume's styles: Normal in Arial, Title for the name, Heading1 (bold capitals over a
 * rule, kept with the next paragraph so it never ends a page), and Contact and ListBullet.
 */
export const RESUME_STYLES = `${XML_HEAD}<w:styles xmlns:w="${W}"><w:docDefaults><w:rPrDefault><w:rPr><w:rFonts w:ascii="Arial" w:hAnsi="Arial" w:cs="Arial"/><w:sz w:val="${SIZE.body}"/><w:szCs w:val="${SIZE.body}"/></w:rPr></w:rPrDefault><w:pPrDefault><w:pPr><w:spacing w:after="0" w:line="264" w:lineRule="auto"/></w:pPr></w:pPrDefault></w:docDefaults><w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/></w:style>${style(
  'Title',
  'Title',
  '<w:spacing w:after="40"/>',
  `<w:b/><w:sz w:val="${SIZE.title}"/>`,
)}${style('Contact', 'Contact', '', `<w:color w:val="3A3A3A"/><w:sz w:val="${SIZE.contact}"/>`)}${style(
  'Heading1',
  'heading 1',
  `<w:keepNext/><w:pBdr><w:bottom w:val="single" w:sz="4" w:space="1" w:color="8A8A8A"/></w:pBdr><w:spacing w:before="${SPACE.heading}" w:after="${SPACE.underHeading}"/><w:outlineLvl w:val="0"/>`,
  `<w:b/><w:caps/><w:sz w:val="${SIZE.heading}"/>`,
)}${style(
  'ListBullet',
  'List Bullet',
  `<w:numPr><w:numId w:val="1"/></w:numPr><w:ind w:left="${LIST_INDENT}" w:hanging="${LIST_INDENT}"/>`,
  '',
)}</w:styles>`;

/** One bullet list (numId 1): a '•' at the margin, the text at the hanging indent. */
export const RESUME_NUMBERING = `${XML_HEAD}<w:numbering xmlns:w="${W}"><w:abstractNum w:abstractNumId="0"><w:multiLevelType w:val="singleLevel"/><w:lvl w:ilvl="0"><w:start w:val="1"/><w:numFmt w:val="bullet"/><w:lvlText w:val="•"/><w:lvlJc w:val="left"/><w:pPr><w:ind w:left="${LIST_INDENT}" w:hanging="${LIST_INDENT}"/></w:pPr><w:rPr><w:rFonts w:ascii="Arial" w:hAnsi="Arial"/></w:rPr></w:lvl></w:abstractNum><w:num w:numId="1"><w:abstractNumId w:val="0"/></w:num></w:numbering>`;

/** The space above an entry header that follows other content (twips). */
export const ENTRY_SPACE = SPACE.entry;
