import { APP_NAME } from '../../../config/constants';
import { Button } from '../../../components/ui/button';
import { useGetStarted } from '../hooks/use-get-started';
import { FeatureCards } from './feature-cards';

/** The first section (#home): the promise, 'Get Started Free', and why to choose ResumeRank. */
export function HeroSection() {
  const getStarted = useGetStarted();
  return (
    <section
      id="home"
      aria-labelledby="home-heading"
      className="bg-gradient-to-b from-indigo-50 via-white to-white px-4 pb-16 pt-28 sm:px-6 sm:pt-32"
    >
      <div className="mx-auto max-w-6xl">
        <div className="mx-auto max-w-3xl text-center">
          <p className="text-sm font-semibold uppercase tracking-wide text-indigo-600">
            Resume scoring and ATS resumes
          </p>
          <h1
            id="home-heading"
            className="mt-3 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl"
          >
            Land more interviews with a resume that scores
          </h1>
          <p className="mt-6 text-lg leading-8 text-slate-600">
            Upload your resume and get a score out of 100 with concrete fixes for impact, brevity,
            style and skills, or paste a job description and get an ATS-optimized resume built from
            your own experience.
          </p>
          <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
            <Button size="lg" onClick={getStarted}>
              Get Started Free
            </Button>
            <a
              href="#pricing"
              className="rounded-lg px-4 py-3 text-base font-semibold text-slate-700 hover:text-indigo-700"
            >
              See plans →
            </a>
          </div>
        </div>
        <div className="mt-20">
          <h2 className="text-center text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            Why Choose {APP_NAME}
          </h2>
          <div className="mt-10">
            <FeatureCards />
          </div>
        </div>
      </div>
    </section>
  );
}
