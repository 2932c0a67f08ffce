import { type FormEvent, useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { importContracts } from '~/shared/contracts/imports';
import { contractPath, linkTo } from '~/shared/contract';
import { type ImportKind, type ImportResult, MAX_IMPORT_BYTES } from '~/shared/schemas/imports';
import { Alert } from '~/web/components/alert';
import { browserCallTo, refusalOf } from '~/web/api/client';
import { useAdminT } from '~/web/features/admin/admin-i18n';
import { Button } from '~/web/features/admin/kit/button';
import { FileForm } from '~/web/features/admin/kit/file-form';
import { ImportResults, type ShownResult } from './import-results';

const shown = (data: ImportResult, mode: ShownResult['mode'], fileName: string): ShownResult => ({
  ...data,
  mode,
  fileName,
});

/**
 * The import form (docs/importing.md, "The Import screen"): a kind, a file, "check" or
 * "import", and the explicit choice to skip bad rows. Without JavaScript it posts the file
 * to the API, which sends the browser back here with the check or the import in the
 * address (the loader draws it); with JavaScript the same post is made in place, a check is
 * shown here (the file stays chosen, so "Import" follows), an import opens its record.
 */
export function ImportForm({
  kinds,
  kind,
  initial,
  duplicatesPath,
}: {
  kinds: ImportKind[];
  kind: ImportKind;
  /** The check or import the address names (`?check=`, `?run=`), drawn by the loader. */
  initial: ShownResult | null;
  duplicatesPath: string | null;
}) {
  const { t } = useAdminT('records');
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<ShownResult | null>(initial);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const body = new FormData(event.currentTarget, submitter);
    const file = body.get('file');
    const fileName = file instanceof File ? file.name : '';
    // Too large to be read: said at once, in the words the page gives without JavaScript, nothing sent.
    if (file instanceof File && file.size > MAX_IMPORT_BYTES) {
      setResult(null);
      return setError(t('imports.tooLarge'));
    }
    setBusy(true);
    setError(null);
    try {
      const res = await browserCallTo(importContracts.run, { body });
      if (res.status === 413) {
        setResult(null);
        return setError(t('imports.tooLarge'));
      }
      const data = (res.body as { data?: ImportResult } | null)?.data;
      if (res.status === 200 && data && !data.dryRun && data.importId)
        return void (await navigate(`${pathname}?run=${data.importId}`));
      if ((res.status === 200 || res.status === 422) && data)
        return setResult(shown(data, res.status === 422 ? 'refused' : 'check', fileName));
      setResult(null);
      setError(t('imports.failedRequest', { message: refusalOf(res.body) ?? String(res.status) }));
    } catch {
      setError(t('imports.failedRequest', { message: '' }));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="mt-6 space-y-4">
      <FileForm
        action={contractPath(importContracts.run)}
        onSubmit={(e) => void submit(e)}
        className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
        aria-busy={busy || undefined}
        data-testid="import-form"
      >
        <div>
          <label htmlFor={`${id}-kind`} className="block font-semibold text-slate-900">
            {t('imports.kind')}
          </label>
          <select
            id={`${id}-kind`}
            name="kind"
            defaultValue={kind}
            className="mt-1 w-full max-w-sm rounded-md border border-slate-300 px-3 py-2"
          >
            {kinds.map((k) => (
              <option key={k} value={k}>
                {t(`imports.kinds.${k}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-file`} className="block font-semibold text-slate-900">
            {t('imports.file')}
          </label>
          <input
            id={`${id}-file`}
            type="file"
            name="file"
            required
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            aria-describedby={`${id}-file-hint`}
            className="mt-1 block w-full text-sm"
          />
          <p id={`${id}-file-hint`} className="mt-1 text-sm text-slate-600">
            {t('imports.fileHint')}
          </p>
        </div>
        <label className="flex items-start gap-2">
          <input type="checkbox" name="skipErrors" value="true" className="mt-1" />
          <span>{t('imports.skip')}</span>
        </label>
        <div className="flex flex-wrap gap-3">
          <Button type="submit" name="dryRun" value="true" disabled={busy}>
            {t('imports.check')}
          </Button>
          <Button type="submit" name="dryRun" value="false" tone="outline" disabled={busy}>
            {t('imports.import')}
          </Button>
        </div>
        {busy && (
          <p role="status" className="text-sm text-slate-600">
            {t('imports.working')}
          </p>
        )}
        {initial && initial.mode !== 'imported' && result === initial && (
          <p className="text-sm text-slate-600">{t('imports.chooseAgain')}</p>
        )}
        <details>
          <summary className="cursor-pointer text-sm font-semibold text-slate-900">{t('imports.templates')}</summary>
          <ul className="mt-2 list-disc space-y-1 pl-6 text-sm">
            {kinds.map((k) => (
              <li key={k}>
                <a
                  href={linkTo(importContracts.template, { params: { kind: k } })}
                  download
                  className="text-brand-700 underline"
                >
                  {t('imports.template', { kind: t(`imports.kinds.${k}`) })}
                </a>
              </li>
            ))}
          </ul>
        </details>
      </FileForm>
      {error && <Alert tone="error" title={error} />}
      {result && <ImportResults result={result} duplicatesPath={duplicatesPath} />}
    </div>
  );
}
