/**
 * The document upload and status of `office/verification` and `office/identification` (spec §2;
 * §3 verification fields; §4 "Verified"): the player's verification status (with the document
 * staff asked for and their reason), a form that uploads one document of a chosen type
 * (multipart to `POST /web-api/user/verification/documents`; the server detects the type from the
 * bytes and refuses other types with 415 and large files with 413, shown here in the player's
 * language), and the player's documents with their review. A status change made by staff arrives
 * on `GET /web-api/user/events` (`event: verification`, window event `VERIFICATION_CHANGED_EVENT`):
 * the page reloads its data; the header's notification says so on any page.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { Button, FileTrigger } from 'react-aria-components';
import { useIsSSR } from 'react-aria';
import { api, VERIFICATION_CHANGED_EVENT } from '../../client/auth/session.ts';
import { isApiError } from '../../client/shell/api.ts';
import type { VerificationView } from '../../domain/pages/verification.ts';
import { DOCUMENT_STATUSES, DOCUMENT_TYPES, VERIFICATION_STATUSES, type DocumentType } from '../../domain/verification/rules.ts';
import { IslandI18n, useT, type IslandI18nProps } from '../shell/i18n.tsx';
import { SelectField } from '../shell/SelectField.tsx';
import { Moment } from '../shell/Moment.tsx';

/** Dictionary keys the island uses. */
export const VERIFICATION_KEYS = [
  'verif_intro', 'verif_status_label', ...VERIFICATION_STATUSES.map((s) => `verif_status_${s}`), 'verif_requested',
  'verif_upload_title', 'verif_document_type', ...DOCUMENT_TYPES.map((d) => `verif_doc_${d}`), 'verif_choose_file', 'verif_file_hint',
  'verif_no_file', 'verif_upload', 'verif_uploaded', 'verif_error_type', 'verif_error_size', 'verif_documents_title', 'verif_no_documents',
  'verif_col_type', 'verif_col_uploaded', 'verif_col_status', 'verif_col_reason', ...DOCUMENT_STATUSES.map((s) => `verif_document_${s}`),
  'main_query_error',
] as const;

type Notice = { kind: 'info' | 'error'; text: string };


function Panel({ initial, documentTypes }: { initial: VerificationView; documentTypes: DocumentType[] }) {
  const t = useT();
  const isSSR = useIsSSR();
  const [view, setView] = useState(initial);
  const [type, setType] = useState<DocumentType>(documentTypes.includes(initial.requestedDocumentType as DocumentType) ? initial.requestedDocumentType! : documentTypes[0]!);
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);

  // A staff decision arrives on the player's event stream (followed by the header's AuthPanel,
  // which also shows the notice): the page re-reads its data.
  useEffect(() => {
    const changed = () => {
      void api().get<VerificationView>('/web-api/user/verification').then(setView).catch(() => {});
    };
    window.addEventListener(VERIFICATION_CHANGED_EVENT, changed);
    return () => window.removeEventListener(VERIFICATION_CHANGED_EVENT, changed);
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setNotice({ kind: 'error', text: t('verif_no_file') });
      return;
    }
    setBusy(true);
    setNotice(null);
    const form = new FormData();
    form.set('documentType', type);
    form.set('file', file);
    try {
      const answer = await (await api().ky()).post('/web-api/user/verification/documents', { body: form }).json<{ verification: VerificationView }>();
      setView(answer.verification);
      setFile(null);
      setNotice({ kind: 'info', text: t('verif_uploaded') });
    } catch (error) {
      const status = isApiError(error) ? error.status : 0;
      setNotice({ kind: 'error', text: status === 415 ? t('verif_error_type') : status === 413 ? t('verif_error_size') : isApiError(error) && error.message ? error.message : t('main_query_error') });
    } finally {
      setBusy(false);
    }
  };

  const requested = view.status === 'additional_document_requested';
  const reason = requested ? view.documents.find((d) => d.status === 'additional_requested')?.reviewReason ?? '' : '';
  return (
    <div className="verification">
      <p>{t('verif_intro')}</p>
      <p className="verification-status" data-testid="verification-status" data-status={view.status}>
        {t('verif_status_label')} <strong>{t(`verif_status_${view.status}`)}</strong>
      </p>
      {requested && view.requestedDocumentType && (
        <p role="status" data-testid="verification-requested">{t('verif_requested', { type: t(`verif_doc_${view.requestedDocumentType}`), reason })}</p>
      )}
      {notice && <p role={notice.kind === 'error' ? 'alert' : 'status'} className={`notice notice-${notice.kind}`}>{notice.text}</p>}
      {!view.verified && (
        <form className="verification-upload" onSubmit={(e) => void submit(e)} aria-labelledby="verification-upload-heading">
          <h2 id="verification-upload-heading">{t('verif_upload_title')}</h2>
          {/* react-aria's hidden native select carries a style attribute too: browser only, a labelled placeholder on the server. */}
          {isSSR ? (
            <div className="field"><span className="label">{t('verif_document_type')}</span> <span className="coupon-select-button" aria-busy="true">{t(`verif_doc_${type}`)}</span></div>
          ) : (
            <SelectField
              label={t('verif_document_type')}
              testId="verification-type"
              value={type}
              onChange={setType}
              options={documentTypes.map((d) => ({ id: d, text: t(`verif_doc_${d}`) }))}
            />
          )}
          <div className="field">
            {/* FileTrigger's hidden input carries a style attribute, which the CSP refuses in server-rendered HTML: browser only. */}
            {isSSR ? <span className="button button-secondary" aria-busy="true">{t('verif_choose_file')}</span> : (
              <FileTrigger acceptedFileTypes={['image/jpeg', 'image/png', 'image/webp', 'application/pdf']} onSelect={(files) => setFile(files?.[0] ?? null)}>
                <Button className="button button-secondary">{t('verif_choose_file')}</Button>
              </FileTrigger>
            )}
            <span className="muted" data-testid="verification-file">{file ? file.name : t('verif_file_hint')}</span>
          </div>
          <Button type="submit" className="button" isDisabled={busy}>{t('verif_upload')}</Button>
        </form>
      )}
      <h2>{t('verif_documents_title')}</h2>
      {view.documents.length === 0 ? (
        <p className="muted">{t('verif_no_documents')}</p>
      ) : (
        <table className="verification-documents" data-testid="verification-documents">
          <thead>
            <tr><th scope="col">{t('verif_col_type')}</th><th scope="col">{t('verif_col_uploaded')}</th><th scope="col">{t('verif_col_status')}</th><th scope="col">{t('verif_col_reason')}</th></tr>
          </thead>
          <tbody>
            {view.documents.map((d) => (
              <tr key={d.id} data-status={d.status}>
                <td>{t(`verif_doc_${d.documentType}`)}</td>
                <td><Moment at={d.createdAt} /></td>
                <td>{t(`verif_document_${d.status}`)}</td>
                <td>{d.reviewReason ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

/** The island. */
export default function Verification({ lng, locale, messages, initial, documentTypes }: IslandI18nProps & { initial: VerificationView; documentTypes: DocumentType[] }) {
  return (
    <IslandI18n lng={lng} locale={locale} messages={messages}>
      <Panel initial={initial} documentTypes={documentTypes} />
    </IslandI18n>
  );
}
