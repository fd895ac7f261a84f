/**
 * The console's ban appeals (`players.view`): each appeal of the staff member's brands with its
 * player, ban level, text and — once answered — the decision and reply. With `players.ban` on the
 * appeal's brand an unanswered appeal is answered here: uphold the ban or lift it, with a reply the
 * player reads on `block-appeal-history` (`POST /console-api/appeals/{id}/answer`; 409 when someone
 * answered it meanwhile, shown in the dialog). The server audits every answer.
 */
import { useState } from 'react';
import { ActionDialog } from './ActionDialog.tsx';
import { ConsoleIsland, showToast } from './ConsoleIsland.tsx';
import { consoleRequest } from '../../client/console/api.ts';
import { useT, type IslandI18nProps } from '../shell/i18n.tsx';
import { useConsoleFormat } from './format.ts';
import type { AppealDecision, BlockAppealView, ConsoleAppealsData, ConsoleAppealView } from '../../domain/pages/office-security.ts';


function Appeal({ appeal, onAnswered }: { appeal: ConsoleAppealView; onAnswered: (answered: BlockAppealView) => void }) {
  const t = useT();
  const when = useConsoleFormat().time;
  const answer = async (decision: AppealDecision, reply: string) => {
    const answered = await consoleRequest<BlockAppealView>('POST', `/console-api/appeals/${appeal.id}/answer`, { decision, reply });
    showToast(t(`console_appeals_done_${decision}`));
    onAnswered(answered);
  };
  return (
    <li data-appeal={appeal.id} data-decision={appeal.decision ?? 'open'}>
      <p>
        <strong>#{appeal.id}</strong> · {appeal.brandId} · <a href={`/console/players/${appeal.playerId}`}>{t('console_player_title', { id: appeal.playerId })}</a>
        {' · '}{t('console_appeals_level', { level: appeal.banLevel })} · {when(appeal.createdAt)}
      </p>
      <blockquote>{appeal.text}</blockquote>
      {appeal.decision !== null ? (
        <p data-testid="appeal-answer">
          <strong>{t(`console_appeals_decision_${appeal.decision}`)}</strong>{appeal.answeredAt && <> · {when(appeal.answeredAt)}</>} · {appeal.reply}
        </p>
      ) : appeal.canAnswer && (
        <div className="row">
          <ActionDialog label={t('console_appeals_uphold')} title={t('console_appeals_uphold')} submitLabel={t('console_appeals_uphold')}
            reasonLabel={t('console_appeals_reply')} reasonField="reply" onSubmit={(reply) => answer('upheld', reply)} testId="appeal-uphold" />
          <ActionDialog danger label={t('console_appeals_lift')} title={t('console_appeals_lift')} submitLabel={t('console_appeals_lift')}
            reasonLabel={t('console_appeals_reply')} reasonField="reply" onSubmit={(reply) => answer('lifted', reply)} testId="appeal-lift" />
        </div>
      )}
    </li>
  );
}

function Appeals({ appeals: initial }: ConsoleAppealsData) {
  const t = useT();
  const [appeals, setAppeals] = useState(initial);
  if (appeals.length === 0) return <p className="muted">{t('console_appeals_none')}</p>;
  return (
    <ul className="console-list" data-testid="console-appeals">
      {appeals.map((appeal) => (
        <Appeal key={appeal.id} appeal={appeal}
          onAnswered={(answered) => setAppeals((all) => all.map((a) => (a.id === answered.id ? { ...answered, canAnswer: false } : a)))} />
      ))}
    </ul>
  );
}

/** The island. */
export default function AppealsQueue({ appeals, ...i18n }: IslandI18nProps & ConsoleAppealsData) {
  return (
    <ConsoleIsland {...i18n} withToasts>
      <section aria-live="polite">
        <Appeals appeals={appeals} />
      </section>
    </ConsoleIsland>
  );
}
