/** Signs a new Free person up on a server and answers their access token. */
export async function signUp(url: string, i: number): Promise<string> {
  const res = await fetch(`${url}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `bench${i}.${process.pid}.401@example.com`,
      password: 'bench password 1',
      full_name: `Bench ${i}`,
    }),
  });
  if (!res.ok) throw new Error(`signup ${res.status}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

/** Uploads a PDF and asks for its score, as the web app does; answers the milliseconds taken. */
export async function uploadAndScore(url: string, token: string, pdf: Buffer): Promise<number> {
  const started = performance.now();
  const form = new FormData();
  form.append('file', new Blob([pdf], { type: 'application/pdf' }), 'resume.pdf');
  const up = await fetch(`${url}/api/resumes/upload-resume`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (up.status !== 201) throw new Error(`upload ${up.status} ${await up.text()}`);
  const { resume_id } = (await up.json()) as { resume_id: string };
  const scored = await fetch(`${url}/api/scoring/score/${resume_id}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });
  if (!scored.ok) throw new Error(`score ${scored.status}`);
  await scored.arrayBuffer();
  return performance.now() - started;
}

/** Waits until /api/health/ready answers 200: every engine worker has loaded the engine. */
export async function waitUntilReady(url: string): Promise<void> {
  for (;;) {
    if ((await fetch(`${url}/api/health/ready`)).ok) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Waits until the server is ready, then times the first ten uploads after its start, each by a
 * new person: the first, and the median of the second to the tenth.
 */
export async function firstUploads(
  url: string,
  pdf: Buffer,
  id: number,
): Promise<{ first: number; next: number }> {
  await waitUntilReady(url);
  const times: number[] = [];
  for (let i = 0; i < 10; i += 1)
    times.push(await uploadAndScore(url, await signUp(url, id + i), pdf));
  const next = times.slice(1).sort((a, b) => a - b)[4]!;
  return { first: times[0]!, next };
}
