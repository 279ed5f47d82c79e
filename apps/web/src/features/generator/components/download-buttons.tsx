import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-error';
import { notifyError } from '../../../lib/notify';
import { downloadResumePdf } from '../api/download-resume-pdf';
import { downloadResumeDocx } from '../api/download-resume-docx';
import { downloadResumeTxt } from '../api/download-resume-txt';
import { toResumeBody } from '../hooks/editable-resume';
import { useGeneratorStore } from '../hooks/generator-store';

type Format = 'pdf' | 'docx' | 'txt';

const DOWNLOADS = {
  pdf: {
    label: 'PDF',
    run: downloadResumePdf,
    failed: 'Failed to download PDF. Please try again.',
  },
  docx: {
    label: 'DOCX',
    run: downloadResumeDocx,
    failed: 'Failed to download Word document. Please try again.',
  },
  txt: {
    label: 'TXT',
    run: downloadResumeTxt,
    failed: 'Failed to download text file. Please try again.',
  },
} as const;

/**
 * PDF, DOCX and TXT downloads of the resume as the person edited it, all three rendered by the
 * server from the same blocks. A plan without export is told which plans include it.
 */
export function DownloadButtons() {
  const [downloading, setDownloading] = useState<Format | null>(null);
  const [planNote, setPlanNote] = useState<string | null>(null);

  const download = async (format: Format) => {
    const { edited } = useGeneratorStore.getState();
    if (!edited) return;
    setDownloading(format);
    setPlanNote(null);
    try {
      await DOWNLOADS[format].run(toResumeBody(edited));
    } catch (error) {
      if (error instanceof ApiError && error.status === 403) setPlanNote(error.message);
      else notifyError(DOWNLOADS[format].failed);
    } finally {
      setDownloading(null);
    }
  };

  return (
    <>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {(Object.keys(DOWNLOADS) as Format[]).map((format, i) => (
          <Button
            key={format}
            variant={i === 0 ? 'primary' : 'secondary'}
            size="lg"
            onClick={() => void download(format)}
            disabled={downloading !== null}
          >
            {downloading === format
              ? `Preparing ${DOWNLOADS[format].label}...`
              : `Download ${DOWNLOADS[format].label}`}
          </Button>
        ))}
      </div>
      {planNote ? (
        <p
          role="status"
          className="mx-auto mt-4 max-w-xl rounded-lg bg-amber-50 p-3 text-center text-sm text-amber-900"
        >
          {planNote}{' '}
          <a href="#pricing" className="font-semibold underline">
            See plans
          </a>
        </p>
      ) : null}
    </>
  );
}
