import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { timestamp } from './common';
import { user } from './auth';
import { planChange, subscription } from './subscriptions';
import { paymentMethod, transaction } from './payments';
import { scoreResults } from './scoring';
import { usageSummary } from './usage';

const TAG = 'Accounts';

/** Name of the JSON document inside the export's ZIP. */
export const EXPORT_JSON_NAME = 'resumerank-data.json';

/** Folder of the ZIP holding the original resume files, as `files/<id>-<original name>`. */
export const EXPORT_FILES_DIR = 'files';

/** The export's note on generated resumes, which the server does not keep. */
export const GENERATED_RESUMES_NOTE =
  'Generated resumes are not stored by ResumeRank: each one is made and downloaded on request, so none can be exported.';

/** One uploaded resume in the export: what the resume list and the scoring API show of it. */
export const exportedResume = z.object({
  resume_id: z.string(),
  filename: z.string(),
  content_type: z.string(),
  size_bytes: z.number().int(),
  uploaded_at: timestamp,
  /** False once the retention period erased the file; the score and parsed data stay. */
  file_available: z.boolean(),
  /** The ZIP entry holding the original file, or null when it is no longer kept. */
  file_path: z.string().nullable(),
  overall_score: z.number().nullable(),
  /** The latest score with the parsed resume, as GET /scoring/scores/{id} shows it. */
  results: scoreResults.nullable(),
});
export type ExportedResume = z.infer<typeof exportedResume>;

/**
 * The JSON document of "Download my data". Never holds a password hash, a token or a card
 * number beyond brand and last four.
 */
export const accountExport = z.object({
  exported_at: timestamp,
  account: user.extend({ plan: z.string() }),
  // Provider ids are left out: they name records at the payment provider, not the person's data.
  subscription: subscription.omit({ stripe_subscription_id: true, stripe_customer_id: true }),
  plan_history: z.array(planChange),
  transactions: z.array(transaction),
  payment_methods: z.array(paymentMethod),
  resumes: z.array(exportedResume),
  usage: usageSummary,
  generated_resumes: z.object({ stored: z.literal(false), note: z.string() }),
});
export type AccountExport = z.infer<typeof accountExport>;

export const exportDataEndpoint = defineEndpoint({
  id: 'account.export',
  method: 'GET',
  path: '/account/export',
  summary:
    "Download my data: a ZIP (ResumeRank_data_<date>.zip) holding resumerank-data.json (account, plan, plan history, transactions, saved cards' brand and last four, resumes with their scores and parsed data, today's usage) and files/<id>-<name> for each original resume file still kept",
  tag: TAG,
  auth: true,
  responses: {
    200: { mediaType: 'application/zip', description: "The signed-in user's data as a ZIP" },
  },
  errors: [401],
});

/** Every endpoint of this feature. */
export const accountEndpoints = [exportDataEndpoint];
