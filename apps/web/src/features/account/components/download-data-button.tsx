import { Button } from '../../../components/ui/button';
import { notifyApiError, notifySuccess } from '../../../lib/notify';
import { useDownloadAccountData } from '../api/download-account-data';

/**
 * "Download my data" (issue #17): one ZIP with the account, plan history, payments, resumes
 * with their scores, and the original files still kept.
 */
export function DownloadDataButton() {
  const download = useDownloadAccountData();
  return (
    <div className="mx-auto mt-8 flex max-w-3xl flex-wrap items-center justify-between gap-3 rounded-2xl border border-slate-200 bg-slate-50 p-4">
      <p className="text-sm text-slate-600">
        Your account, plan history, payments, resumes with their scores, and the original files we
        still keep, in one ZIP.
      </p>
      <Button
        variant="secondary"
        size="sm"
        disabled={download.isPending}
        onClick={() =>
          download.mutate(undefined, {
            onSuccess: (filename) => notifySuccess(`Saved ${filename}.`),
            onError: (error) => notifyApiError(error, 'Could not download your data'),
          })
        }
      >
        {download.isPending ? 'Preparing…' : 'Download my data'}
      </Button>
    </div>
  );
}
