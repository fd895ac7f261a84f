/**
 * The console's verification queue (`verification.view`): the pending documents of the staff
 * member's brands, each opened through the authorised file endpoint (new tab, never cached), and —
 * with `verification.review` — approved, rejected with a reason, or answered with a request for
 * another document (type and reason, shown to the player). A document decided meanwhile by someone
 * else answers 409, shown in the dialog. Every decision is audited by the server.
 */
import { useState } from 'react';
import { ActionDialog } from './ActionDialog.tsx';
import { ConsoleIsland, showToast } from './ConsoleIsland.tsx';
import { SelectField } from './fields.tsx';
import { consoleRequest } from '../../client/console/api.ts';
import { useT, type IslandI18nProps } from '../shell/i18n.tsx';
import { useConsoleFormat } from './format.ts';
import { DOCUMENT_TYPES, type DocumentType, type ReviewDecision } from '../../domain/verification/rules.ts';
import type { QueueItem, VerificationQueuePageData } from '../../domain/console/verification.ts';


function Row({ item, canReview, onDecided }: { item: QueueItem; canReview: boolean; onDecided: (id: number) => void }) {
  const t = useT();
  const when = useConsoleFormat().time;
  const [requested, setRequested] = useState<DocumentType>('proof_of_address');
  const decide = async (decision: ReviewDecision, reason: string) => {
    await consoleRequest('POST', `/console-api/verification/documents/${item.id}/review`, {
      decision, reason, ...(decision === 'request_additional' ? { requestedDocumentType: requested } : {}),
    });
    showToast(t(`console_verification_done_${decision}`));
    onDecided(item.id);
  };
  return (
    <tr data-testid={`verification-row-${item.id}`}>
      <td><a href={`/console/players/${item.playerId}`}>{item.playerName ?? `#${item.playerId}`}</a> <span className="muted">({item.brandId})</span></td>
      <td>{t(`console_verification_type_${item.documentType}`)}</td>
      <td>{when(item.createdAt)}</td>
      <td>
        <a href={`/console-api/verification/documents/${item.id}/file`} target="_blank" rel="noopener noreferrer" data-testid="verification-open">
          {t('console_verification_open')} ({item.contentType}, {Math.ceil(item.sizeBytes / 1024)} KB)
        </a>
      </td>
      {canReview && (
        <td className="row">
          <ActionDialog label={t('console_verification_approve')} title={t('console_verification_approve')} submitLabel={t('console_verification_approve')}
            onSubmit={(reason) => decide('approve', reason)} testId="verification-approve" />
          <ActionDialog label={t('console_verification_request')} title={t('console_verification_request')} submitLabel={t('console_verification_request')}
            onOpen={() => setRequested('proof_of_address')} onSubmit={(reason) => decide('request_additional', reason)} testId="verification-request">
            <SelectField label={t('console_verification_requested_type')} value={requested} onChange={setRequested}
              options={DOCUMENT_TYPES.map((value) => ({ value, label: t(`console_verification_type_${value}`) }))} />
          </ActionDialog>
          <ActionDialog danger label={t('console_verification_reject')} title={t('console_verification_reject')} submitLabel={t('console_verification_reject')}
            onSubmit={(reason) => decide('reject', reason)} testId="verification-reject" />
        </td>
      )}
    </tr>
  );
}

function Queue({ queue: initial, canReview }: VerificationQueuePageData) {
  const t = useT();
  const [queue, setQueue] = useState(initial);
  if (queue.length === 0) return <p className="muted" data-testid="verification-empty">{t('console_verification_empty')}</p>;
  return (
    <table className="console-table" aria-label={t('console_verification_title')}>
      <thead>
        <tr>
          <th scope="col">{t('console_verification_player')}</th>
          <th scope="col">{t('console_verification_document')}</th>
          <th scope="col">{t('console_verification_uploaded')}</th>
          <th scope="col">{t('console_verification_file')}</th>
          {canReview && <th scope="col">{t('console_verification_decision')}</th>}
        </tr>
      </thead>
      <tbody>
        {queue.map((item) => <Row key={item.id} item={item} canReview={canReview} onDecided={(id) => setQueue((all) => all.filter((i) => i.id !== id))} />)}
      </tbody>
    </table>
  );
}

/** The island. */
export default function VerificationQueue({ queue, canReview, ...i18n }: IslandI18nProps & VerificationQueuePageData) {
  return (
    <ConsoleIsland {...i18n} withToasts>
      <section aria-live="polite">
        <Queue queue={queue} canReview={canReview} />
      </section>
    </ConsoleIsland>
  );
}
