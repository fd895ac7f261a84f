/**
 * The approvals page's island (`adjustments.approve`): pending balance
 * adjustments of the staff member's brands, each approved (applied through the ledger) or rejected
 * by a second staff member with a reason; one's own requests are marked and cannot be decided.
 */
import { useState } from 'react';
import { ConsoleIsland } from './ConsoleIsland.tsx';
import { useT, type IslandI18nProps } from '../shell/i18n.tsx';
import { AdjustmentsTable } from './AdjustmentParts.tsx';
import type { ApprovalsPageData } from '../../domain/console/players.ts';

function Pending({ pending: initial, staffId }: ApprovalsPageData) {
  const t = useT();
  const [pending, setPending] = useState(initial);
  return (
    <section aria-live="polite">
      <p className="muted">{t('console_approvals_intro')}</p>
      <AdjustmentsTable rows={pending} staffId={staffId} canDecide showPlayer onDecided={(decided) => setPending((all) => all.filter((a) => a.id !== decided.id))} />
    </section>
  );
}

export default function Approvals({ pending, staffId, ...i18n }: IslandI18nProps & ApprovalsPageData) {
  return (
    <ConsoleIsland {...i18n} withToasts>
      <Pending pending={pending} staffId={staffId} />
    </ConsoleIsland>
  );
}
