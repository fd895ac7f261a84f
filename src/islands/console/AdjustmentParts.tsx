/**
 * Balance adjustment parts shared by the player's page and the approvals page:
 * the table of adjustments and the approve/reject dialogs (`adjustments.approve`, never on one's
 * own request: the server refuses it too).
 */
import { ActionDialog } from './ActionDialog.tsx';
import { useT } from '../shell/i18n.tsx';
import { consoleRequest } from '../../client/console/api.ts';
import { showToast } from './ConsoleIsland.tsx';
import { DataTable } from './fields.tsx';
import { useConsoleFormat } from './format.ts';
import type { AdjustmentView } from '../../domain/console/players.ts';

/** Approve and reject buttons of a pending adjustment, each with its dialog and reason. */
function DecisionButtons({ adjustment, onDecided }: { adjustment: AdjustmentView; onDecided: (decided: AdjustmentView) => void }) {
  const t = useT();
  const format = useConsoleFormat();
  const what = t('console_adjustment_summary', { id: adjustment.id, amount: format.signed(adjustment.amount, adjustment), player: adjustment.playerId });
  const decide = (decision: 'approve' | 'reject') => async (reason: string) => {
    const answer = await consoleRequest<{ adjustment: AdjustmentView }>('POST', `/console-api/adjustments/${adjustment.id}/${decision}`, { reason });
    showToast(t(decision === 'approve' ? 'console_adjustment_approved' : 'console_adjustment_rejected'));
    onDecided(answer.adjustment);
  };
  return (
    <div className="row">
      <ActionDialog label={t('console_adjustment_approve')} title={`${t('console_adjustment_approve')}: ${what}`} submitLabel={t('console_adjustment_approve')}
        onSubmit={decide('approve')} testId={`approve-${adjustment.id}`} />
      <ActionDialog label={t('console_adjustment_reject')} title={`${t('console_adjustment_reject')}: ${what}`} submitLabel={t('console_adjustment_reject')}
        danger onSubmit={decide('reject')} testId={`reject-${adjustment.id}`} />
    </div>
  );
}

/** Adjustments in a sortable, paged table; pending ones of others get the decision buttons when `canDecide`. */
export function AdjustmentsTable({ rows, staffId, canDecide, onDecided, showPlayer }: {
  rows: readonly AdjustmentView[];
  staffId: number;
  canDecide: boolean;
  onDecided: (decided: AdjustmentView) => void;
  showPlayer?: boolean;
}) {
  const t = useT();
  const format = useConsoleFormat();
  return (
    <DataTable
      label={t('console_adjustments')}
      rows={rows}
      rowKey={(a) => a.id}
      initialSort={{ column: 'id', direction: 'descending' }}
      columns={[
        { id: 'id', header: '#', isRowHeader: true, sortValue: (a) => a.id, cell: (a) => String(a.id) },
        ...(showPlayer
          ? [
              { id: 'player', header: t('console_player'), sortValue: (a: AdjustmentView) => a.playerId, cell: (a: AdjustmentView) => <a href={`/console/players/${a.playerId}`}>#{a.playerId}</a> },
              { id: 'brand', header: t('console_brand'), sortValue: (a: AdjustmentView) => a.brandId, cell: (a: AdjustmentView) => a.brandId },
            ]
          : []),
        { id: 'amount', header: t('console_adjustment_amount'), sortValue: (a) => a.amount, cell: (a) => `${format.signed(a.amount, a)} (${t('console_account')} ${a.accountId})` },
        { id: 'status', header: t('console_adjustment_status'), sortValue: (a) => a.status, cell: (a) => t(`console_adjustment_status_${a.status}`) },
        { id: 'reason', header: t('console_reason'), cell: (a) => a.reason },
        { id: 'requested', header: t('console_adjustment_requested_by'), sortValue: (a) => a.createdAt, cell: (a) => `${a.requestedByEmail ?? a.requestedBy} · ${format.time(a.createdAt)}` },
        {
          id: 'decided', header: t('console_adjustment_decided_by'),
          cell: (a) => (a.decidedBy ? `${a.decidedByEmail ?? a.decidedBy} · ${format.time(a.decidedAt)}${a.decisionReason ? ` · ${a.decisionReason}` : ''}` : a.status === 'applied' ? t('console_adjustment_below_threshold') : ''),
        },
        {
          id: 'actions', header: t('console_actions'),
          cell: (a) => (a.status !== 'pending' || !canDecide
            ? ''
            : a.requestedBy === staffId
              ? <span className="muted">{t('console_adjustment_own')}</span>
              : <DecisionButtons adjustment={a} onDecided={onDecided} />),
        },
      ]}
    />
  );
}
