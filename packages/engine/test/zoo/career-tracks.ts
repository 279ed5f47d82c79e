// The careers a zoo person can have: a title ladder, employers, skills and achievements. Each
// achievement is 'task | result | result': a sentence is the task and one of its results,
// joined by a comma. Numbers in braces are filled from the seed: {pct} a percentage, {n} a
// count, {k} thousands of dollars, {h} hours, {rate} a high percentage.
import { split } from './people-words';

/** One career: what its people are called, where they work and what they achieve. */
export interface CareerTrack {
  /** Titles from junior to senior; a promotion moves one step up. */
  titles: string[];
  companies: string[];
  skills: string[];
  /** 'task | result | result': results that fit their task. */
  achievements: string[];
  degree: string;
}

export const CAREER_TRACKS: CareerTrack[] = [
  {
    titles: split(
      'Data Analyst; Senior Data Analyst; Analytics Manager; Director of Analytics',
      '; ',
    ),
    companies: split(
      'Northwind Logistics; Bluestem Health; Cobalt Freight Systems; Larkspur Insurance; Meridian Grocers; Tallgrass Energy Partners; Harborview Medical Group; Summit Outdoor Supply',
      '; ',
    ),
    skills: split(
      'SQL; Python; Tableau; Power BI; Excel; dbt; Snowflake; A/B testing; forecasting; stakeholder reporting; data modeling; Looker',
      '; ',
    ),
    achievements: [
      'Automated the weekly sales dashboard in Power BI | cutting report preparation time by {pct}% | saving about {h} hours of manual work each month',
      'Rebuilt the customer churn model in Python | improving prediction accuracy by {pct}% | helping retention teams save {n} hundred accounts a year',
      'Designed a Snowflake data mart for the finance team | cutting month-end query times by {pct}% | replacing {n} hand-built spreadsheets',
      'Ran pricing experiments across {n} regional stores | raising gross margin by {pct}% on tested items | which recovered ${k}K in the first year',
      'Consolidated {n} legacy Excel reports into one Tableau workbook | used daily by {n} department heads | saving about {h} hours of manual work each month',
      'Wrote dbt tests for the order pipeline | reducing data errors by {pct}% | catching bad loads before they reached dashboards',
      'Built a demand forecast for the holiday season | improving forecast accuracy by {pct}% | which leadership adopted as the planning baseline',
      'Trained {n} analysts on SQL window functions | cutting review rework by {pct}% | which became part of new hire onboarding',
      'Mapped delivery delays by route and carrier | cutting late deliveries by {pct}% | which recovered ${k}K in carrier penalties',
      'Introduced a shared metric glossary for product and finance | ending disputes over {n} core numbers | used by {n} teams in quarterly planning',
      'Analyzed claims data to find duplicate payments | which recovered ${k}K in the first year | reducing duplicate payments by {pct}%',
      'Partnered with marketing to measure campaign lift | raising conversion by {pct}% on tested pages | shifting ${k}K of spend to the best channels',
    ],
    degree: 'B.S. in Statistics',
  },
  {
    titles: split(
      'Marketing Coordinator; Marketing Specialist; Marketing Manager; Head of Marketing',
      '; ',
    ),
    companies: split(
      'Juniper Home Goods; Brightline Fitness; Copperleaf Coffee Roasters; Alder Street Books; Kestrel Travel Company; Saltmarsh Apparel; Redwood Learning; Fernhill Pet Supply',
      '; ',
    ),
    skills: split(
      'HubSpot; Google Analytics; SEO; email marketing; copywriting; Canva; paid social; content strategy; Salesforce; budget planning; event marketing; market research',
      '; ',
    ),
    achievements: [
      'Launched a monthly customer newsletter in HubSpot | growing the subscriber list by {pct}% | reaching an open rate of {pct}%',
      'Rewrote product pages for search | lifting organic traffic by {pct}% in six months | raising page conversion by {pct}%',
      'Planned {n} regional trade show appearances | generating {n} hundred qualified leads | while staying under budget by ${k}K',
      'Managed paid social campaigns on three platforms | cutting cost per acquisition by {pct}% | adding ${k}K in new annual revenue',
      'Built a referral program for returning customers | adding ${k}K in new annual revenue | bringing in {n} hundred new customers a quarter',
      'Produced a video series with the design team | reaching {n} hundred thousand views | lifting social engagement by {pct}%',
      'Negotiated media buys with local radio stations | saving ${k}K a year | cutting cost per lead by {pct}%',
      'Ran customer interviews to refresh the brand voice | which the sales team now uses in every pitch | raising survey brand recall by {pct}%',
      'Coordinated the spring catalog with {n} vendors | delivering it {n} days ahead of schedule | while staying under budget by ${k}K',
      'Set up campaign tracking in Google Analytics | giving leadership weekly results for {n} channels | cutting reporting time by {pct}%',
      'Led the rebrand of the loyalty program | growing active members by {pct}% | raising repeat purchases by {pct}%',
      'Wrote case studies with key accounts | which the sales team now uses in every pitch | helping close ${k}K in new business',
    ],
    degree: 'B.A. in Communications',
  },
  {
    titles: split(
      'Software Engineer; Senior Software Engineer; Staff Software Engineer; Engineering Manager',
      '; ',
    ),
    companies: split(
      'Quillon Systems; Basalt Cloud; Tidewater Software; Pinecrest Payments; Orbitly; Granite Peak Labs; Lumen Ledger; Foxglove Health Tech',
      '; ',
    ),
    skills: split(
      'TypeScript; Go; PostgreSQL; Kubernetes; AWS; React; Node.js; Terraform; gRPC; CI/CD; observability; system design',
      '; ',
    ),
    achievements: [
      'Migrated the billing service from a monolith to Go services | cutting p95 latency by {pct}% | with zero downtime during the cutover',
      'Introduced end-to-end tests for the checkout flow | lowering the incident rate by {pct}% | raising test coverage to {rate}%',
      'Built a feature flag service used by {n} teams | taking release time from days to {n} hours | letting teams roll back in minutes',
      'Moved the deployment pipeline to Kubernetes | reducing cloud costs by ${k}K a year | taking release time from days to {n} hours',
      'Rewrote the search indexer in TypeScript | cutting indexing time by {pct}% | which handled {n} times the previous peak traffic',
      'Added tracing across {n} services with OpenTelemetry | cutting time to find root causes by {pct}% | lowering the incident rate by {pct}%',
      'Designed the public REST API for partner integrations | used by {n} partners in its first year | adding ${k}K in annual partner revenue',
      'Mentored {n} junior engineers through code reviews | two of whom were promoted within a year | cutting review turnaround time by {pct}%',
      'Tuned slow PostgreSQL queries on the reporting pages | cutting page load times by {pct}% | reducing database costs by ${k}K a year',
      'Automated infrastructure with Terraform modules | saving each team about {h} hours a sprint | cutting environment setup from days to {n} hours',
      'Led the on-call rotation redesign | cutting after-hours pages by {pct}% | lowering the incident rate by {pct}%',
      'Shipped offline support for the mobile web app | raising weekly active users by {pct}% | cutting failed orders by {pct}%',
    ],
    degree: 'B.S. in Computer Science',
  },
  {
    titles: split(
      'Operations Coordinator; Operations Analyst; Operations Manager; Director of Operations',
      '; ',
    ),
    companies: split(
      'Ridgeline Manufacturing; Cedar Valley Foods; Ironwood Building Supply; Lakeshore Medical Devices; Prairie Wind Logistics; Stonebridge Packaging; Hollis Brothers Furniture; Westfield Distribution',
      '; ',
    ),
    skills: split(
      'Lean; Six Sigma; inventory control; SAP; vendor management; process mapping; Excel; safety compliance; scheduling; budgeting; Smartsheet; root cause analysis',
      '; ',
    ),
    achievements: [
      'Redesigned the warehouse pick path for {n} product lines | freeing about {h} labor hours a week | raising picks per hour by {pct}%',
      'Negotiated freight contracts with {n} carriers | saving ${k}K a year | raising on-time shipments to {rate}%',
      'Introduced daily huddles on the packing floor | reducing order errors by {pct}% | raising on-time shipments to {rate}%',
      'Rolled out SAP inventory counts across two plants | improving inventory accuracy to {rate}% | cutting write-offs by ${k}K a year',
      'Led a Six Sigma project on label misprints | reducing misprints by {pct}% | saving ${k}K a year',
      'Built a vendor scorecard in Smartsheet | cutting late supplier deliveries by {pct}% | used in quarterly reviews with {n} vendors',
      'Standardized work instructions for the assembly line | cutting training time for new hires by {pct}% | reducing rework by {pct}%',
      'Planned the move to a new distribution center | finishing {n} weeks ahead of schedule | with no missed customer shipments',
      'Rebalanced shift schedules across {n} crews | cutting overtime by {pct}% | saving ${k}K a year',
      'Set up a cycle counting program | improving inventory accuracy to {rate}% | ending the annual two-day shutdown count',
      'Ran safety audits with the plant manager | lowering recordable injuries by {pct}% | closing {n} open findings in one quarter',
      'Managed an annual operating budget of ${k}K | finishing the year {pct}% under plan | funding {n} equipment upgrades from the savings',
    ],
    degree: 'B.S. in Industrial Engineering',
  },
];
