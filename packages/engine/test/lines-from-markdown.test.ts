import { describe, expect, it } from 'vitest';
import { linesFromText } from '../src/read/lines-from-text';
import { plainMarkdown } from '../src/read/plain-markdown';

const resume = `Priya Natarajan
===============

> <priya.natarajan@example.com> • [github.com/priyan](https://github.com/priyan)\\
> Pittsburgh, PA

Experience
----------

### Staff Engineer, Allegheny Robotics ###

*March 2020 – Present*

Leads the motion-planning group of nine engineers and owns the
planner's roadmap with product.

* Cut planning latency by **60%** with a GPU search
* Shipped the fleet simulator used by [every team](https://example.com/sim)
  across the company
1. Numbered items are bullets too

**Software Engineer** | **Three Rivers Labs**

_2016 – 2020_

- Wrote the \`lidar\` driver used in 4 products

Education
---------

2012-2016
:   **BSc, Computer Science**; Carnegie Mellon University

    *Thesis: Sampling-based motion planners for robots in
     crowded warehouses*

| Skill | Years |
|-------|------:|
| C++   | 9     |
`;

describe('Markdown resumes', () => {
  const lines = linesFromText(resume);
  const find = (text: string) => lines.find((l) => l.text === text);

  it('marks section headings, and entry headings deeper than them as emphasis only', () => {
    expect(lines.filter((l) => l.heading).map((l) => l.text)).toEqual([
      'Priya Natarajan',
      'Experience',
      'Education',
    ]);
    expect(find('Staff Engineer, Allegheny Robotics')).toMatchObject({
      emphasis: true,
      heading: false,
    });
  });

  it('takes whole-line bold as emphasis and strips inline marks, keeping link addresses', () => {
    expect(find('Software Engineer | Three Rivers Labs')).toMatchObject({ emphasis: true });
    expect(find('March 2020 – Present')).toMatchObject({ emphasis: false, bullet: false });
    expect(find('2016 – 2020')).toBeDefined();
    expect(
      find('priya.natarajan@example.com • github.com/priyan (https://github.com/priyan)'),
    ).toBeDefined();
    expect(find('Pittsburgh, PA')).toBeDefined();
    expect(find('BSc, Computer Science; Carnegie Mellon University')).toMatchObject({
      emphasis: false,
    });
  });

  it('marks list items as bullets and joins lines wrapped by hand into one', () => {
    expect(lines.filter((l) => l.bullet).map((l) => l.text)).toEqual([
      'Cut planning latency by 60% with a GPU search',
      'Shipped the fleet simulator used by every team (https://example.com/sim) across the company',
      'Numbered items are bullets too',
      'Wrote the lidar driver used in 4 products',
    ]);
    expect(
      find(
        "Leads the motion-planning group of nine engineers and owns the planner's roadmap with product.",
      ),
    ).toBeDefined();
    // Italics wrapped over two lines: the opening star is not a bullet.
    expect(
      find('Thesis: Sampling-based motion planners for robots in crowded warehouses'),
    ).toMatchObject({
      bullet: false,
    });
  });

  it('drops only layout: rules, underlines and table delimiters', () => {
    const words = (s: string) => s.match(/[\p{L}\p{N}]+/gu) ?? [];
    const read = new Set(lines.flatMap((l) => words(l.text)));
    // Link targets in parentheses are kept; the list number is a marker like a bullet.
    const source = words(resume.replace(/\]\([^)]*\)/g, ']').replace(/^1\. /m, ''));
    expect(source.filter((w) => !read.has(w))).toEqual([]);
    expect(lines.some((l) => /^[|:-\s]+$/.test(l.text))).toBe(false);
  });

  it('keeps glyphless achievement lines apart, though Markdown would join them', () => {
    const text = [
      '## Experience',
      '**Data Analyst**',
      'Rebuilt the customer churn model in Python, improving accuracy by 44%',
      'Automated the weekly sales dashboard in Power BI, saving 29 hours a month',
      'Wrote dbt tests for the order pipeline, catching bad loads before they reached',
      'dashboards, and documented them for the team',
    ].join('\n');
    expect(linesFromText(text).map((l) => l.text)).toEqual([
      'Experience',
      'Data Analyst',
      'Rebuilt the customer churn model in Python, improving accuracy by 44%',
      'Automated the weekly sales dashboard in Power BI, saving 29 hours a month',
      'Wrote dbt tests for the order pipeline, catching bad loads before they reached dashboards, and documented them for the team',
    ]);
  });

  it('keeps plain-text resumes line by line', () => {
    const text =
      'Jordan Ellis\njordan@example.com | 555-0100\nEXPERIENCE\n- Led a team of five engineers to ship the billing system on time\nand under budget';
    expect(linesFromText(text).map((l) => l.text)).toEqual([
      'Jordan Ellis',
      'jordan@example.com | 555-0100',
      'EXPERIENCE',
      'Led a team of five engineers to ship the billing system on time',
      'and under budget',
    ]);
  });

  it('reads hostile lines in linear time', () => {
    const n = 200_000;
    const hostile = [
      `# x${' '.repeat(n)}x`,
      '**a'.repeat(n / 3),
      '*a '.repeat(n / 3),
      '[a]('.repeat(n / 4),
      '_a'.repeat(n / 2),
      '<a@'.repeat(n / 3),
      `> ${'> '.repeat(n / 2)}x`,
      `:${' '.repeat(n)}x`,
      `${'a '.repeat(n / 2)}\n`.repeat(3),
    ];
    for (const text of hostile) {
      const started = performance.now();
      linesFromText(`**Bold** and [a](b)\n${text}`);
      plainMarkdown(text);
      expect(performance.now() - started, text.slice(0, 12)).toBeLessThan(1000);
    }
  });
});
