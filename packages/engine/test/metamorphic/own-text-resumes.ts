// The plain-text resumes of our own test corpora, with the facts their writers know: every TXT
// layout of the layout zoo for every zoo seed (written in memory by the zoo's own text writer,
// the same text the zoo caches as .txt), the calibration resumes, and the engine's own text
// rendering of a generated resume.
import { renderResumeText } from '../../src/render/render-resume-text';
import { resumeBlocks } from '../../src/render/resume-blocks';
import * as calibration from '../fixtures/calibration-resumes';
import { richBody } from '../fixtures/resume-bodies';
import { renderText, toSections, type ResumeSpec } from '../fixtures/resume-spec';
import { ZOO_SEEDS } from '../zoo/ensure-zoo';
import { makeZooResume } from '../zoo/make-zoo-resume';
import { displayed, renderZooText } from '../zoo/render-zoo-text';
import { ZOO_LAYOUTS } from '../zoo/zoo-layouts';
import { zooPage } from '../zoo/zoo-page';
import { formatDates } from '../zoo/zoo-resume';
import type { ResumeText } from './resume-text';

function zooResumes(): ResumeText[] {
  const out: ResumeText[] = [];
  for (const seed of ZOO_SEEDS)
    for (const layout of ZOO_LAYOUTS.filter((l) => l.formats.includes('txt'))) {
      const resume = makeZooResume(seed, layout.needsPromotion ? { promotion: true } : {});
      const page = zooPage(resume, layout);
      const entries = [
        ...resume.roles,
        ...(layout.sideEntries ? [resume.volunteer, resume.leadership] : []),
      ];
      const headings = page.sections.map((s) => displayed(page, s.heading, true));
      out.push({
        id: `zoo seed ${seed} ${layout.id}`,
        text: renderZooText(page, false),
        roles: entries.map((e) => ({
          title: e.title,
          company: e.company,
          location: e.location,
          dates: formatDates(e, resume.dateStyle),
        })),
        headings,
        experienceHeading: headings[0]!,
      });
    }
  return out;
}

function calibrationResume(id: string, spec: ResumeSpec): ResumeText {
  return {
    id: `calibration ${id}`,
    text: renderText(spec),
    roles: spec.roles.map((r) => ({
      title: r.title,
      company: r.company,
      location: r.location,
      dates: r.dates,
    })),
    headings: toSections(spec).map((s) => s.heading.toUpperCase()),
    experienceHeading: 'EXPERIENCE',
  };
}

function renderedBody(): ResumeText {
  const headings = resumeBlocks(richBody)
    .filter((b) => b.type === 'heading')
    .map((b) => b.text.toUpperCase());
  return {
    id: 'rendered richBody',
    text: renderResumeText(richBody),
    roles: richBody.experience.map((r) => ({
      title: r.title,
      company: r.company,
      location: r.location,
      dates: r.duration,
    })),
    headings,
    experienceHeading: 'EXPERIENCE',
  };
}

/** Every plain-text resume of our own corpora, in a fixed order. */
export function ownTextResumes(): ResumeText[] {
  return [
    ...zooResumes(),
    ...Object.entries(calibration).map(([id, spec]) => calibrationResume(id, spec)),
    renderedBody(),
  ];
}
