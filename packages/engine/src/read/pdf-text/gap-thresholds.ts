// pdf.js decides spaces and breaks from gaps measured in font sizes; the same fractions give the
// same runs of text, which is what keeps both readers' lines identical.
const TRACKING_SPACE = 0.102;
const NOT_A_SPACE = 0.03;
const NEGATIVE_SPACE = -0.2;
const SPACE_IN_FLOW_MIN = 0.102;
const SPACE_IN_FLOW_MAX = 0.6;

/** Share of the item's height by which a baseline may move before the item ends. */
export const VERTICAL_SHIFT = 0.25;

/** The gaps (text space, before scaling) that decide spaces and breaks within a text item. */
export interface GapThresholds {
  trackingSpaceMin: number;
  notASpace: number;
  negativeSpaceMax: number;
  spaceInFlowMin: number;
  spaceInFlowMax: number;
}

/** Before the first item, as pdf.js starts: no gap counts as a space or a break. */
export const BEFORE_FIRST_ITEM: GapThresholds = {
  trackingSpaceMin: Infinity,
  notASpace: -Infinity,
  negativeSpaceMax: -Infinity,
  spaceInFlowMin: 0,
  spaceInFlowMax: 0,
};

/** The thresholds of an item set at a font size. */
export function gapThresholds(fontSize: number): GapThresholds {
  return {
    trackingSpaceMin: fontSize * TRACKING_SPACE,
    notASpace: fontSize * NOT_A_SPACE,
    negativeSpaceMax: fontSize * NEGATIVE_SPACE,
    spaceInFlowMin: fontSize * SPACE_IN_FLOW_MIN,
    spaceInFlowMax: fontSize * SPACE_IN_FLOW_MAX,
  };
}
