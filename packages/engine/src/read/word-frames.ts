// The bookkeeping of wordPartReader (word-body-events.ts): what it keeps per open element, and
// which elements it reads through or reads as properties.

/** An open element as the part reader keeps it. */
export interface Frame {
  name: string;
  /** Inside properties (w:pPr, w:rPr, w:trPr, w:tcPr, w:sdtPr): the path from their root. */
  path?: string;
  owner?: object;
  /** Its properties were read (only the first w:pPr of a paragraph counts). */
  propertiesRead?: boolean;
  close?: () => void;
  /** mc:AlternateContent and its fallback stand for their content: children see past them. */
  transparent?: boolean;
  fallbackTaken?: boolean;
}

/** A run: bold by its own w:b or by the 'Strong' character style. */
export interface Run {
  bold?: boolean;
  strongStyle?: boolean;
}

/** A content control (w:sdt): a checkbox one shows its state as its first character. */
export interface ContentControl {
  checkbox?: boolean;
  /** A checkbox's first character (its box glyph) was left out. */
  used?: boolean;
}

/** Elements read through: their children count as if they stood in their place. */
export const THROUGH = new Set([
  ...['w:hyperlink', 'w:ins', 'w:customXml', 'w:smartTag', 'w:moveTo', 'w:object'],
  ...['v:roundrect', 'v:shape', 'v:textbox', 'v:group', 'v:rect', 'w:txbxContent'],
]);

/** Properties elements, and the element each belongs to. */
export const PROPERTIES_OF: Record<string, string> = {
  'w:pPr': 'w:p',
  'w:rPr': 'w:r',
  'w:trPr': 'w:tr',
  'w:tcPr': 'w:tc',
  'w:sdtPr': 'w:sdt',
};
