// The careers a zoo person can have: a title ladder, employers, skills and the pieces achievement
// sentences are made of. A sentence is one task and one result, joined by a comma; numbers in
// braces are filled from the seed: {pct} a percentage, {n} a count, {k} thousands of dollars,
// {h} hours, {rate} a high percentage.
import { split } from './people-words';

/** One career: what its people are called, where they work and what they achieve. */
export interface CareerTrack {
  /** Titles from junior to senior; a promotion moves one step up. */
  titles: string[];
  companies: string[];
  skills: string[];
  tasks: string[];
  results: string[];
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
    tasks: split(
      'Automated the weekly sales dashboard in Power BI; Rebuilt the customer churn model in Python; Designed a Snowflake data mart for the finance team; Ran pricing experiments across {n} regional stores; Consolidated {n} legacy Excel reports into one Tableau workbook; Wrote dbt tests for the order pipeline; Built a demand forecast for the holiday season; Trained {n} analysts on SQL window functions; Mapped delivery delays by route and carrier; Introduced a shared metric glossary for product and finance; Analyzed claims data to find duplicate payments; Partnered with marketing to measure campaign lift',
      '; ',
    ),
    results: split(
      'cutting report preparation time by {pct}%; saving about {h} hours of manual work each month; which recovered ${k}K in the first year; improving forecast accuracy by {pct}%; used daily by {n} department heads; reducing data errors by {pct}%; raising conversion by {pct}% on tested pages; which leadership adopted as the planning baseline',
      '; ',
    ),
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
    tasks: split(
      'Launched a monthly customer newsletter in HubSpot; Rewrote product pages for search; Planned {n} regional trade show appearances; Managed paid social campaigns on three platforms; Built a referral program for returning customers; Produced a video series with the design team; Negotiated media buys with local radio stations; Ran customer interviews to refresh the brand voice; Coordinated the spring catalog with {n} vendors; Set up campaign tracking in Google Analytics; Led the rebrand of the loyalty program; Wrote case studies with key accounts',
      '; ',
    ),
    results: split(
      'growing the subscriber list by {pct}%; lifting organic traffic by {pct}% in six months; generating {n} hundred qualified leads a quarter; cutting cost per acquisition by {pct}%; adding ${k}K in new annual revenue; reaching an open rate of {pct}%; which the sales team now uses in every pitch; while staying under budget by ${k}K',
      '; ',
    ),
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
    tasks: split(
      'Migrated the billing service from a monolith to Go services; Introduced end-to-end tests for the checkout flow; Built a feature flag service used by {n} teams; Moved the deployment pipeline to Kubernetes; Rewrote the search indexer in TypeScript; Added tracing across {n} services with OpenTelemetry; Designed the public REST API for partner integrations; Mentored {n} junior engineers through code reviews; Tuned slow PostgreSQL queries on the reporting pages; Automated infrastructure with Terraform modules; Led the on-call rotation redesign; Shipped offline support for the mobile web app',
      '; ',
    ),
    results: split(
      'cutting p95 latency by {pct}%; reducing cloud costs by ${k}K a year; lowering the incident rate by {pct}%; taking release time from days to {n} hours; raising test coverage to {rate}%; which handled {n} times the previous peak traffic; saving each team about {h} hours a sprint; with zero downtime during the cutover',
      '; ',
    ),
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
    tasks: split(
      'Redesigned the warehouse pick path for {n} product lines; Negotiated freight contracts with {n} carriers; Introduced daily huddles on the packing floor; Rolled out SAP inventory counts across two plants; Led a Six Sigma project on label misprints; Built a vendor scorecard in Smartsheet; Standardized work instructions for the assembly line; Planned the move to a new distribution center; Cut overtime by rebalancing shift schedules; Set up a cycle counting program; Ran safety audits with the plant manager; Managed an annual operating budget of ${k}K',
      '; ',
    ),
    results: split(
      'raising on-time shipments to {rate}%; saving ${k}K a year; reducing order errors by {pct}%; cutting lead time by {n} days; lowering recordable injuries by {pct}%; freeing about {h} labor hours a week; improving inventory accuracy to {rate}%; finishing {n} weeks ahead of schedule',
      '; ',
    ),
    degree: 'B.S. in Industrial Engineering',
  },
];
