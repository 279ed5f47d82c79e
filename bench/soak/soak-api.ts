import { apiCall, type Answer } from './api-call';
import type { Recorder } from './recorder';
import type { ResumeFile } from './resume-files';

export type PaidPlan = 'STANDARD' | 'PLATINUM';

export interface SubscriptionAnswer {
  subscription: {
    plan_type: string;
    status: string;
    current_period_end: string | null;
    scheduled_plan_change: string | null;
  };
}

/** The ResumeRank calls a soak makes, bound to one server (and one recorder). */
export interface SoakApi {
  url: string;
  signUp(
    email: string,
    password: string,
  ): Promise<Answer<{ access_token: string; user: { id: string } }>>;
  logIn(email: string, password: string): Promise<Answer<{ access_token: string }>>;
  /** Setup intent, then the built-in processor's confirm step with the 4242 test card. */
  saveCard(token: string): Promise<Answer<{ payment_method_id: string }>>;
  subscribe(
    token: string,
    plan: PaidPlan,
    paymentMethodId: string,
  ): Promise<Answer<SubscriptionAnswer>>;
  changePlan(token: string, plan: PaidPlan | 'FREE'): Promise<Answer<SubscriptionAnswer>>;
  current(token: string): Promise<Answer<SubscriptionAnswer>>;
  upload(token: string, file: ResumeFile): Promise<Answer<{ resume_id: string }>>;
  score(token: string, resumeId: string): Promise<Answer<{ results: { overall_score: number } }>>;
  storedScore(
    token: string,
    resumeId: string,
  ): Promise<Answer<{ results: { overall_score: number } }>>;
  resumes(
    token: string,
  ): Promise<Answer<{ resumes: Array<{ resume_id: string; overall_score: number | null }> }>>;
  generate(token: string, jobDescription: string): Promise<Answer>;
  usage(token: string): Promise<
    Answer<{
      usage_summary: {
        plan_type: string;
        resume_upload: { current: number };
        resume_generation: { current: number };
      };
    }>
  >;
  health(): Promise<Answer>;
}

/** Binds the calls to a server's base URL; every call is recorded when a recorder is given. */
export function soakApi(url: string, recorder?: Recorder): SoakApi {
  const call = <T>(init: Parameters<typeof apiCall>[1]) => apiCall<T>(url, init, recorder);
  return {
    url,
    signUp: (email, password) =>
      call({
        method: 'POST',
        path: '/auth/signup',
        json: { email, password, full_name: 'Soak Tester' },
      }),
    logIn: (email, password) =>
      call({ method: 'POST', path: '/auth/login', form: { username: email, password } }),
    async saveCard(token) {
      const intent = await call<{ client_secret: string }>({
        method: 'POST',
        path: '/payments/setup-intent',
        token,
      });
      if (intent.status !== 200) return intent as unknown as Answer<{ payment_method_id: string }>;
      return call({
        method: 'POST',
        path: '/payments/local/confirm-setup',
        token,
        json: {
          client_secret: intent.body.client_secret,
          card: { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' },
        },
      });
    },
    subscribe: (token, plan, paymentMethodId) =>
      call({
        method: 'POST',
        path: '/payments/create-subscription',
        token,
        json: { plan_type: plan, payment_method_id: paymentMethodId },
      }),
    changePlan: (token, plan) =>
      call({
        method: 'PUT',
        path: '/subscriptions/update',
        token,
        json: { new_plan_type: plan, prorate: true },
      }),
    current: (token) => call({ method: 'GET', path: '/subscriptions/current', token }),
    upload(token, file) {
      const form = new FormData();
      form.append('file', new Blob([file.bytes], { type: file.type }), file.name);
      return call({ method: 'POST', path: '/resumes/upload-resume', token, multipart: form });
    },
    score: (token, id) => call({ method: 'POST', path: `/scoring/score/${id}`, token }),
    storedScore: (token, id) => call({ method: 'GET', path: `/scoring/scores/${id}`, token }),
    resumes: (token) => call({ method: 'GET', path: '/resumes', token }),
    generate(token, jobDescription) {
      const form = new FormData();
      form.append('job_description', jobDescription);
      return call({ method: 'POST', path: '/resume-generator/generate', token, multipart: form });
    },
    usage: (token) => call({ method: 'GET', path: '/usage/usage-info', token }),
    health: () => call({ method: 'GET', path: '/health' }),
  };
}
