import type { TextLine } from '../types';

/** A line with the heading level it was set at (1-6; 0 for none), until levels are weighed. */
export interface LevelledLine extends TextLine {
  level: number;
}
