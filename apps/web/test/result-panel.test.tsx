import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ScoreResults } from '@resumerank/contract/scoring';
import { ResultPanel } from '../src/components/score/result-panel';
import { parsedWithNameOnly } from './score-fixtures';

const measure = (name: string, score: number) => ({
  score,
  checks: [
    {
      id: `${name}-check`,
      label: `${name} check`,
      score,
      passed: score > 70,
      message: `${name} message`,
      evidence: [],
    },
  ],
});

const results: ScoreResults = {
  overall_score: 70,
  breakdown: {
    impact: measure('impact', 60),
    brevity: measure('brevity', 80),
    style: measure('style', 75),
    skills: { ...measure('skills', 65), hard_skills: ['SQL'], soft_skills: [] },
  },
  suggestions: ['Add numbers to your bullets'],
  parsed: parsedWithNameOnly,
  engine_version: 'test',
};

describe('the measure tabs of the report', () => {
  it('follow the ARIA tabs pattern: one Tab stop, arrows, Home and End, a labelled panel', async () => {
    const user = userEvent.setup();
    render(<ResultPanel results={results} />);
    const tab = (name: RegExp) => screen.getByRole('tab', { name });
    expect(tab(/^Impact/)).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([0, -1, -1, -1]);
    expect(screen.getByRole('tabpanel', { name: /^Impact/ })).toHaveTextContent('impact message');

    await user.tab();
    expect(tab(/^Impact/)).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(tab(/^Style/)).toHaveFocus();
    expect(tab(/^Style/)).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: /^Style/ })).toHaveTextContent('style message');

    await user.keyboard('{End}');
    expect(tab(/^Skills/)).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(tab(/^Impact/)).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(tab(/^Skills/)).toHaveFocus();
    await user.keyboard('{Home}');
    expect(tab(/^Impact/)).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([0, -1, -1, -1]);
  });
});

describe('the report', () => {
  it('ends with what an ATS read from the file', () => {
    render(<ResultPanel results={results} />);
    const panel = screen.getByRole('region', { name: 'What an ATS reads' });
    expect(
      screen.getByRole('heading', { name: 'Top suggestions' }).compareDocumentPosition(panel),
    ).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(panel).toHaveTextContent('Ada');
    expect(panel).toHaveTextContent('No roles found');
  });
});

describe('a resume read from a scan', () => {
  it('says it was read by text recognition, with its confidence', () => {
    render(<ResultPanel results={{ ...results, ocr: { pages: 1, confidence: 91.4 } }} />);
    expect(screen.getByRole('note')).toHaveTextContent(
      'Read from a scanned image by text recognition (confidence 91%). Check the spelling suggestions against your file.',
    );
  });

  it('says nothing of OCR for a file with text', () => {
    render(<ResultPanel results={results} />);
    expect(screen.queryByText(/text recognition/)).toBeNull();
  });
});
