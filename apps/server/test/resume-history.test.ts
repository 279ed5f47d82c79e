import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';
import { signUpUser, type SignedUp } from './helpers/accounts';
import { multipart, resumeText } from './helpers/resume-files';
import { subscribe } from './helpers/subscribe';

let t: TestApp;
let now: Date;
beforeAll(async () => {
  now = new Date('2026-05-04T09:00:00Z');
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' }, { now: () => now });
});
afterAll(async () => {
  await t.close();
});

// Three versions of one resume: the first with two weak bullets, the second with one fixed,
// the third with both; a fourth upload is someone else's resume.
const v1 = resumeText
  .replace(
    '• Cut order processing time by 30% by redesigning the pick-and-pack workflow',
    '• Responsible for the order processing workflow',
  )
  .replace(
    '• Negotiated carrier contracts that saved $120K a year',
    '• Helped with carrier contracts',
  );
const v2 = v1.replace(
  '• Responsible for the order processing workflow',
  '• Cut order processing time by 30% by redesigning the pick-and-pack workflow',
);
const v3 = resumeText;
const other = `Priya Shah
priya.shah@example.com | (303) 555-0199 | Denver, CO

EXPERIENCE
Registered Nurse | Mercy Hospital | Denver, CO
Mar 2019 – Present
• Cared for 20 patients a shift in a level I emergency department
• Trained 6 new nurses on triage protocols, cutting onboarding time by 2 weeks

EDUCATION
B.S. Nursing, University of Colorado, 2019

SKILLS
Triage, Patient care, Epic, BLS, ACLS
`;

const bearer = (user: SignedUp) => ({ authorization: `Bearer ${user.token}` });

// Each upload a minute after the last, so the versions have an order (users are on Standard:
// the Free plan allows one upload a day).
async function upload(user: SignedUp, filename: string, text: string): Promise<string> {
  now = new Date(now.getTime() + 60_000);
  const form = multipart('file', filename, new TextEncoder().encode(text));
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/resumes/upload-resume',
    headers: { ...form.headers, ...bearer(user) },
    payload: form.payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().resume_id;
}

function get(user: SignedUp, url: string) {
  return t.app.inject({ method: 'GET', url, headers: bearer(user) });
}

describe('score history of a resume', () => {
  let user: SignedUp;
  let ids: string[];
  let priya: string;
  beforeAll(async () => {
    user = await signUpUser(t.app);
    await subscribe(t.app, user, 'STANDARD');
    ids = [
      await upload(user, 'jordan-ellis-resume.txt', v1),
      await upload(user, 'jordan-ellis-resume-v2.txt', v2),
      // A new name, but near-identical text: still a version.
      await upload(user, 'ellis final.txt', v3),
    ];
    priya = await upload(user, 'priya.txt', other);
  });

  it('groups the three versions in the list, and not the other resume', async () => {
    const list = (await get(user, '/api/resumes')).json().resumes;
    const group = Object.fromEntries(
      list.map((r: { resume_id: string; version_group: string }) => [r.resume_id, r.version_group]),
    );
    expect(group).toEqual({
      [ids[0]!]: ids[0],
      [ids[1]!]: ids[0],
      [ids[2]!]: ids[0],
      [priya]: priya,
    });
  });

  it('answers the versions oldest first with their overall and sub-scores', async () => {
    const res = await get(user, `/api/resumes/${ids[2]}/history`);
    expect(res.statusCode, res.body).toBe(200);
    const { version_group, versions } = res.json();
    expect(version_group).toBe(ids[0]);
    expect(versions.map((v: { resume_id: string }) => v.resume_id)).toEqual(ids);
    for (const v of versions)
      for (const key of ['overall_score', 'impact', 'brevity', 'style', 'skills'])
        expect(v[key]).toBeTypeOf('number');
    expect(versions[2].overall_score).toBeGreaterThan(versions[0].overall_score);
    expect(versions[0].uploaded_at < versions[1].uploaded_at).toBe(true);

    const alone = (await get(user, `/api/resumes/${priya}/history`)).json();
    expect(alone.versions.map((v: { resume_id: string }) => v.resume_id)).toEqual([priya]);
  });

  // The stored text is what the engine read: bullet marks are dropped.
  it('compares two versions: checks now passing and failing, lines added and removed', async () => {
    const res = await get(user, `/api/resumes/compare?a=${ids[0]}&b=${ids[2]}`);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    expect(answer.now_passing.map((c: { id: string }) => c.id)).toContain('impact.weak_phrases');
    expect(answer.now_failing).toEqual([]);
    expect(answer.lines_added).toEqual([
      'Cut order processing time by 30% by redesigning the pick-and-pack workflow',
      'Negotiated carrier contracts that saved $120K a year',
    ]);
    expect(answer.lines_removed).toEqual([
      'Responsible for the order processing workflow',
      'Helped with carrier contracts',
    ]);
    // The other way round, the same checks now fail.
    const back = (await get(user, `/api/resumes/compare?a=${ids[2]}&b=${ids[0]}`)).json();
    expect(back.now_failing).toEqual(answer.now_passing);
  });

  it('compares from text and scores once retention erased the files', async () => {
    await t.database.db.execute('update resumes set file = null');
    const res = await get(user, `/api/resumes/compare?a=${ids[0]}&b=${ids[1]}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().lines_added).toEqual([
      'Cut order processing time by 30% by redesigning the pick-and-pack workflow',
    ]);
  });

  it("answers 404 for another user's resume and 422 without both ids", async () => {
    const stranger = await signUpUser(t.app);
    expect((await get(stranger, `/api/resumes/${ids[0]}/history`)).statusCode).toBe(404);
    const foreign = await get(stranger, `/api/resumes/compare?a=${ids[0]}&b=${ids[1]}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain('order processing');
    const mine = await upload(stranger, 'jordan-ellis-resume.txt', v1);
    expect((await get(stranger, `/api/resumes/compare?a=${mine}&b=${ids[0]}`)).statusCode).toBe(
      404,
    );
    // The stranger's same-named upload is not grouped with the first user's versions.
    const history = (await get(stranger, `/api/resumes/${mine}/history`)).json();
    expect(history.versions).toHaveLength(1);
    expect((await get(user, `/api/resumes/compare?a=${ids[0]}`)).statusCode).toBe(422);
    expect((await get(user, '/api/resumes/not-a-uuid/history')).statusCode).toBe(404);
  });
});
