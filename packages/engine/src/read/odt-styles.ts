import { attribute, type XmlVisitor } from './scan-xml';

/** One OpenDocument style as far as the reader cares: bold or not, and what it inherits. */
interface OdtStyle {
  bold?: boolean;
  parent?: string;
}

/** Which OpenDocument styles are bold, for telling an emphasised line (a role's title) apart. */
export interface OdtStyles {
  /** Whether text in the named style (after its parents) is bold; undefined when none says. */
  boldOf(name: string | null): boolean | undefined;
}

const BOLD = /^(bold|[6-9]00)$/;

/**
 * A visitor that collects the styles of styles.xml and of content.xml's automatic styles: each
 * style's font weight (fo:font-weight on its text properties) and its parent, so a paragraph
 * styled "P3" over "Heading_20_2" is known to be bold. Both parts may be scanned by one reader.
 */
export function odtStyleReader(): { visitor: XmlVisitor; styles(): OdtStyles } {
  const styles = new Map<string, OdtStyle>();
  let current: OdtStyle | null = null;
  const visitor: XmlVisitor = {
    tag({ name, closing, empty, raw }) {
      if (name === 'style:style' || name === 'style:default-style') {
        if (closing) current = null;
        else {
          const own: OdtStyle = {};
          const parent = attribute(raw, 'style:parent-style-name');
          if (parent) own.parent = parent;
          const styleName = attribute(raw, 'style:name');
          if (styleName) styles.set(styleName, own);
          current = empty ? null : own;
        }
      } else if (name === 'style:text-properties' && current && !closing) {
        const weight = attribute(raw, 'fo:font-weight');
        if (weight) current.bold = BOLD.test(weight);
      }
    },
    text() {},
  };
  const boldOf = (name: string | null): boolean | undefined => {
    const seen = new Set<string>();
    for (let at = name; at && !seen.has(at);) {
      seen.add(at);
      const style = styles.get(at);
      if (!style) return undefined;
      if (style.bold !== undefined) return style.bold;
      at = style.parent ?? null;
    }
    return undefined;
  };
  return { visitor, styles: () => ({ boldOf }) };
}
