import { useMutation } from '@tanstack/react-query';
import { TIMEOUTS } from '../../../config/constants';
import { apiClient } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/save-blob';

/** The server's file name from Content-Disposition, else the same pattern with today's date. */
function filenameFrom(disposition: string | undefined): string {
  const match = /filename="([^"]+)"/.exec(disposition ?? '');
  return match?.[1] ?? `ResumeRank_data_${new Date().toISOString().slice(0, 10)}.zip`;
}

/** GET /account/export: saves the ZIP of the user's data; resolves with its file name. */
export async function downloadAccountData(): Promise<string> {
  // A ZIP with every original resume file may take a while to build and fetch.
  const res = await apiClient.get<Blob>('/account/export', {
    timeout: TIMEOUTS.upload,
    responseType: 'blob',
  });
  const filename = filenameFrom(res.headers['content-disposition'] as string | undefined);
  saveBlob(res.data, filename);
  return filename;
}

/** "Download my data" as a mutation, so the button can show that it is working. */
export function useDownloadAccountData() {
  return useMutation({ mutationFn: downloadAccountData });
}
