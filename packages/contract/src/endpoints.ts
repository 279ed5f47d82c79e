import type { Endpoint } from './endpoint';
import { authEndpoints } from './auth';
import { accountEndpoints } from './account';
import { resumeEndpoints } from './resumes';
import { resumeHistoryEndpoints } from './resume-history';
import { scoringEndpoints } from './scoring';
import { generatorEndpoints } from './generator';
import { atsCheckEndpoints } from './ats-check';
import { subscriptionEndpoints } from './subscriptions';
import { paymentEndpoints } from './payments';
import { usageEndpoints } from './usage';
import { serviceEndpoints } from './service';

/** The whole API: every endpoint of API.md, in the order the OpenAPI description lists them. */
export const endpoints: readonly Endpoint[] = [
  ...authEndpoints,
  ...accountEndpoints,
  ...resumeEndpoints,
  ...resumeHistoryEndpoints,
  ...scoringEndpoints,
  ...generatorEndpoints,
  ...atsCheckEndpoints,
  ...subscriptionEndpoints,
  ...paymentEndpoints,
  ...usageEndpoints,
  ...serviceEndpoints,
];
