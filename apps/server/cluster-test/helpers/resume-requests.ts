import { txtResume } from '../../test/helpers/resume-files';
import type { Account } from './cluster-accounts';
import type { ClusterClient } from './cluster-client';

/** A multipart form carrying the tests' text resume under `field`, plus text fields. */
function resumeForm(field: string, fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append(field, new Blob([Buffer.from(txtResume())]), 'jordan.txt');
  return form;
}

/** Uploads the text resume as `user` to one server (one daily upload). */
export function uploadResume(client: ClusterClient, server: number, user: Account) {
  return client.call(server, 'POST', '/resumes/upload-resume', {
    token: user.token,
    multipart: resumeForm('file'),
  });
}

/** Generates a resume for a short job from the text resume (one daily generation). */
export function generateResume(client: ClusterClient, server: number, user: Account) {
  return client.call(server, 'POST', '/resume-generator/generate', {
    token: user.token,
    multipart: resumeForm('existing_resume', {
      job_description: 'Operations Analyst\nRequirements\n- SQL and Microsoft Excel\n- Tableau',
    }),
  });
}
