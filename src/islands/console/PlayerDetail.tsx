/**
 * The player's page island: the player's facts, and in keyboard-usable tabs
 * their accounts and balances, ledger postings, coupons, payments, sessions and balance
 * adjustments; the actions the staff member's roles allow, each in a dialog with a required
 * reason: ban level (spec §4 Ban), end every session, a balance adjustment (credit or debit,
 * pending a second approval above the currency's threshold), and the personal manager (office
 * `manager`: a staff member of the brand and a direct line, or none). After each action the page re-reads
 * the player. The server checks every action again.
 */
import { useState } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { ConsoleIsland, showToast } from './ConsoleIsland.tsx';
import { useT, type IslandI18nProps } from '../shell/i18n.tsx';
import { consoleRequest } from '../../client/console/api.ts';
import { currencyExponent } from '../../domain/money.ts';
import { ActionDialog, newIdempotencyKey } from './ActionDialog.tsx';
import { AdjustmentsTable } from './AdjustmentParts.tsx';
import { DataTable, SelectField, TextInput } from './fields.tsx';
import { useConsoleFormat } from './format.ts';
import type { ManagerCandidate } from '../../domain/office/manager.ts';
import { BAN_LEVEL_CHOICES, type AdjustmentView, type PlayerDetail as Detail, type PlayerPageData } from '../../domain/console/players.ts';
import { DEDUCE_BAN_LEVEL, DEDUCE_BAN_LEVEL_V1 } from '../../domain/player/ban.ts';

type BanChoice = `${(typeof BAN_LEVEL_CHOICES)[number]}`;

function BanAction({ detail, reload }: { detail: Detail; reload: () => Promise<void> }) {
  const t = useT();
  const [level, setLevel] = useState<BanChoice>('1');
  return (
    <ActionDialog label={t('console_player_ban')} title={t('console_player_ban')} submitLabel={t('console_player_ban_submit')} danger testId="ban"
      onOpen={() => setLevel(detail.player.banLevel > 0 ? '0' : '1')}
      onSubmit={async (reason) => {
        const banLevel = Number(level);
        const banVersion = banLevel === DEDUCE_BAN_LEVEL ? 0 : banLevel === DEDUCE_BAN_LEVEL_V1 ? 1 : undefined;
        await consoleRequest('POST', `/console-api/players/${detail.player.id}/ban`, { banLevel, ...(banVersion === undefined ? {} : { banVersion }), reason });
        showToast(t('console_saved'));
        await reload();
      }}
    >
      <p>{t('console_player_ban_current', { level: detail.player.banLevel, version: detail.player.banVersion })}</p>
      <SelectField label={t('console_player_ban_level')} name="banLevel" value={level} onChange={setLevel} isRequired
        options={BAN_LEVEL_CHOICES.map((choice) => ({ value: `${choice}` as BanChoice, label: t(`console_ban_level_${choice}`) }))} />
    </ActionDialog>
  );
}

function EndSessionsAction({ detail, reload }: { detail: Detail; reload: () => Promise<void> }) {
  const t = useT();
  const live = detail.sessions.filter((s) => s.live).length;
  return (
    <ActionDialog label={t('console_player_end_sessions')} title={t('console_player_end_sessions')} submitLabel={t('console_player_end_sessions')} danger testId="end-sessions"
      onSubmit={async (reason) => {
        const answer = await consoleRequest<{ ended: number }>('POST', `/console-api/players/${detail.player.id}/end-sessions`, { reason });
        showToast(t('console_player_sessions_ended', { count: answer.ended }));
        await reload();
      }}
    >
      <p>{t('console_player_live_sessions', { count: live })}</p>
    </ActionDialog>
  );
}

function AdjustAction({ detail, thresholds, reload }: { detail: Detail; thresholds: Record<string, number>; reload: () => Promise<void> }) {
  const t = useT();
  const format = useConsoleFormat();
  const open = detail.accounts.filter((a) => a.closedAt === null);
  const [accountId, setAccountId] = useState<string>(String(open.find((a) => a.isActive)?.id ?? open[0]?.id ?? ''));
  const [direction, setDirection] = useState<'credit' | 'debit'>('credit');
  const [amount, setAmount] = useState('');
  const [key, setKey] = useState('');
  const account = open.find((a) => String(a.id) === accountId);
  if (open.length === 0) return null;
  return (
    <ActionDialog label={t('console_player_adjust')} title={t('console_player_adjust')} submitLabel={t('console_player_adjust_submit')} testId="adjust"
      onOpen={() => {
        setKey(newIdempotencyKey());
        setAmount('');
      }}
      onSubmit={async (reason) => {
        const answer = await consoleRequest<{ adjustment: AdjustmentView }>('POST', `/console-api/players/${detail.player.id}/adjustments`, {
          accountId: Number(accountId), direction, amount: amount.trim(), reason, idempotencyKey: key,
        });
        const rule = answer.adjustment.approvalRule;
        showToast(t(answer.adjustment.status !== 'pending' ? 'console_adjustment_applied' : rule === 'player_24h' || rule === 'staff_day' ? `console_adjustment_pending_${rule}` : 'console_adjustment_pending'));
        await reload();
      }}
    >
      <SelectField label={t('console_account')} name="accountId" value={accountId} onChange={setAccountId} isRequired
        options={open.map((a) => ({ value: String(a.id), label: `${a.label} #${a.id} · ${format.money(a.balance, a)}` }))} />
      <SelectField label={t('console_adjustment_direction')} name="direction" value={direction} onChange={setDirection} isRequired
        options={[{ value: 'credit', label: t('console_adjustment_credit') }, { value: 'debit', label: t('console_adjustment_debit') }]} />
      <TextInput label={t('console_adjustment_amount')} name="amount" value={amount} onChange={setAmount} isRequired
        description={account ? t('console_adjustment_threshold', { amount: format.money(thresholds[account.iso] ?? 0, account) }) : undefined} />
    </ActionDialog>
  );
}

/** The no-manager choice of the manager select. */
const NO_MANAGER = 'none';

function ManagerAction({ detail, candidates, reload }: { detail: Detail; candidates: ManagerCandidate[]; reload: () => Promise<void> }) {
  const t = useT();
  const [staffChoice, setStaffChoice] = useState<string>(NO_MANAGER);
  const [phone, setPhone] = useState('');
  return (
    <ActionDialog label={t('console_player_manager_set')} title={t('console_player_manager_set')} submitLabel={t('console_player_manager_set')} testId="manager"
      onOpen={() => {
        setStaffChoice(detail.manager ? String(detail.manager.staffId) : NO_MANAGER);
        setPhone(detail.manager?.phone ?? '');
      }}
      onSubmit={async (reason) => {
        const staffId = staffChoice === NO_MANAGER ? null : Number(staffChoice);
        await consoleRequest('POST', `/console-api/players/${detail.player.id}/manager`, { staffId, phone: staffId === null || phone.trim() === '' ? null : phone.trim(), reason });
        showToast(t('console_saved'));
        await reload();
      }}
    >
      <SelectField label={t('console_player_manager')} name="staffId" value={staffChoice} onChange={setStaffChoice} isRequired
        options={[{ value: NO_MANAGER, label: t('console_player_manager_none') }, ...candidates.map((c) => ({ value: String(c.staffId), label: `${c.name} · ${c.email}` }))]} />
      <TextInput label={t('console_player_manager_phone')} name="phone" value={phone} onChange={setPhone} />
    </ActionDialog>
  );
}

function CancelBonusAction({ playerId, bonusId, reload }: { playerId: number; bonusId: number; reload: () => Promise<void> }) {
  const t = useT();
  return (
    <ActionDialog label={t('console_bonus_cancel')} title={t('console_bonus_cancel')} submitLabel={t('console_bonus_cancel')} danger testId={`bonus-cancel-${bonusId}`}
      onSubmit={async (reason) => {
        await consoleRequest('POST', `/console-api/players/${playerId}/bonuses/${bonusId}/cancel`, { reason });
        showToast(t('console_saved'));
        await reload();
      }}
    />
  );
}

function Player({ detail: initial, can, staffId, thresholds, managerCandidates }: PlayerPageData) {
  const t = useT();
  const format = useConsoleFormat();
  const [detail, setDetail] = useState(initial);
  const reload = async () => {
    setDetail(await consoleRequest<Detail>('GET', `/console-api/players/${initial.player.id}`));
  };
  const { player } = detail;
  const accountUnit = new Map(detail.accounts.map((a) => [a.id, a]));
  return (
    <>
      <div className="console-card">
        <dl className="facts">
          <dt>{t('console_brand')}</dt><dd>{player.brandId}</dd>
          <dt>{t('console_email')}</dt><dd>{player.email ?? ''}</dd>
          <dt>{t('console_player_phone')}</dt><dd>{player.phone ?? ''}</dd>
          <dt>{t('console_player_login')}</dt><dd>{player.login ?? ''}</dd>
          <dt>{t('console_player_name')}</dt><dd>{player.userName ?? ''}</dd>
          <dt>{t('console_player_registration')}</dt><dd>{player.registrationType} · {format.time(player.createdAt)}</dd>
          <dt>{t('console_player_ban_level')}</dt><dd data-testid="ban-level">{player.banLevel > 0 ? t('console_player_banned', { level: player.banLevel, version: player.banVersion }) : t('console_player_not_banned')}</dd>
          <dt>{t('console_player_two_step')}</dt><dd>{player.totpEnabled ? t('console_yes') : t('console_no')}</dd>
          <dt>{t('console_player_referral')}</dt>
          <dd data-testid="player-referral">{detail.referral
            ? [detail.referral.referrerId !== null ? `#${detail.referral.referrerId}` : '', detail.referral.reflinkid ?? '', detail.referral.refPartnerId ?? '', detail.referral.subid ?? ''].filter(Boolean).join(' · ')
            : t('console_player_referral_none')}</dd>
          <dt>{t('console_player_manager')}</dt>
          <dd data-testid="player-manager">{detail.manager ? `${detail.manager.name} · ${detail.manager.email}${detail.manager.phone ? ` · ${detail.manager.phone}` : ''}` : t('console_player_manager_none')}</dd>
        </dl>
        {(can.ban || can.endSessions || can.adjust || can.manager) && (
          <div className="row" role="toolbar" aria-label={t('console_actions')}>
            {can.ban && <BanAction detail={detail} reload={reload} />}
            {can.endSessions && <EndSessionsAction detail={detail} reload={reload} />}
            {can.adjust && <AdjustAction detail={detail} thresholds={thresholds} reload={reload} />}
            {can.manager && <ManagerAction detail={detail} candidates={managerCandidates} reload={reload} />}
          </div>
        )}
      </div>
      <Tabs>
        <TabList aria-label={t('console_player_sections')} className="console-tabs">
          <Tab id="accounts">{t('console_player_accounts')}</Tab>
          <Tab id="ledger">{t('console_player_ledger')}</Tab>
          <Tab id="coupons">{t('console_player_coupons')}</Tab>
          <Tab id="payments">{t('console_player_payments')}</Tab>
          <Tab id="sessions">{t('console_player_sessions')}</Tab>
          <Tab id="adjustments">{t('console_adjustments')}</Tab>
          <Tab id="bonuses">{t('console_player_bonuses')}</Tab>
          {detail.history && <Tab id="history">{t('console_player_history')}</Tab>}
        </TabList>
        <TabPanel id="accounts">
          <DataTable label={t('console_player_accounts')} rows={detail.accounts} rowKey={(a) => a.id} columns={[
            { id: 'id', header: '#', isRowHeader: true, sortValue: (a) => a.id, cell: (a) => String(a.id) },
            { id: 'label', header: t('console_account'), sortValue: (a) => a.label, cell: (a) => `${a.label}${a.isActive ? ` (${t('console_account_active')})` : ''}` },
            { id: 'currency', header: t('console_currency'), sortValue: (a) => a.iso, cell: (a) => a.iso },
            { id: 'balance', header: t('console_balance'), sortValue: (a) => a.balance, cell: (a) => <span data-testid={`balance-${a.id}`}>{format.money(a.balance, a)}</span> },
            { id: 'state', header: t('console_account_state'), cell: (a) => [a.isFrozen ? t('console_account_frozen') : '', a.closedAt ? t('console_account_closed') : ''].filter(Boolean).join(', ') },
          ]} />
        </TabPanel>
        <TabPanel id="ledger">
          <DataTable label={t('console_player_ledger')} rows={detail.ledger} rowKey={(p) => p.id} initialSort={{ column: 'id', direction: 'descending' }} columns={[
            { id: 'id', header: '#', isRowHeader: true, sortValue: (p) => p.id, cell: (p) => String(p.entryId) },
            { id: 'at', header: t('console_time'), sortValue: (p) => p.at, cell: (p) => format.time(p.at) },
            { id: 'kind', header: t('console_ledger_kind'), sortValue: (p) => p.kind, cell: (p) => p.kind },
            { id: 'key', header: t('console_ledger_key'), cell: (p) => <span className="mono">{p.idempotencyKey}</span> },
            { id: 'account', header: t('console_account'), sortValue: (p) => p.accountId, cell: (p) => accountUnit.get(p.accountId)?.label ?? String(p.accountId) },
            { id: 'amount', header: t('console_adjustment_amount'), sortValue: (p) => p.amount, cell: (p) => format.signed(p.amount, p) },
          ]} />
        </TabPanel>
        <TabPanel id="coupons">
          <DataTable label={t('console_player_coupons')} rows={detail.coupons} rowKey={(c) => c.id} initialSort={{ column: 'id', direction: 'descending' }} columns={[
            { id: 'id', header: '#', isRowHeader: true, sortValue: (c) => c.id, cell: (c) => String(c.id) },
            { id: 'placed', header: t('console_time'), sortValue: (c) => c.placedAt, cell: (c) => format.time(c.placedAt) },
            { id: 'type', header: t('console_coupon_type'), sortValue: (c) => c.typeId, cell: (c) => String(c.typeId) },
            { id: 'stake', header: t('console_coupon_stake'), sortValue: (c) => c.stake, cell: (c) => format.money(c.stake, c) },
            { id: 'potential', header: t('console_coupon_potential'), sortValue: (c) => c.potentialPayout, cell: (c) => format.money(c.potentialPayout, c) },
            { id: 'status', header: t('console_coupon_status'), sortValue: (c) => c.statusId, cell: (c) => (c.statusId === -1 ? t('console_coupon_open') : String(c.statusId)) },
            { id: 'payout', header: t('console_coupon_payout'), sortValue: (c) => c.payout ?? -1, cell: (c) => (c.payout === null ? '' : format.money(c.payout, c)) },
          ]} />
        </TabPanel>
        <TabPanel id="payments">
          <DataTable label={t('console_player_payments')} rows={detail.payments} rowKey={(p) => p.id} initialSort={{ column: 'id', direction: 'descending' }} columns={[
            { id: 'id', header: '#', isRowHeader: true, sortValue: (p) => p.id, cell: (p) => String(p.id) },
            { id: 'created', header: t('console_time'), sortValue: (p) => p.createdAt, cell: (p) => format.time(p.createdAt) },
            { id: 'direction', header: t('console_payment_direction'), sortValue: (p) => p.direction, cell: (p) => t(`console_payment_${p.direction}`) },
            { id: 'amount', header: t('console_adjustment_amount'), sortValue: (p) => p.amount, cell: (p) => format.money(p.amount, p) },
            { id: 'status', header: t('console_payment_status'), sortValue: (p) => p.status, cell: (p) => t(`console_payment_status_${p.status}`) },
            { id: 'provider', header: t('console_payment_provider'), sortValue: (p) => p.provider, cell: (p) => p.provider },
          ]} />
        </TabPanel>
        <TabPanel id="sessions">
          <DataTable label={t('console_player_sessions')} rows={detail.sessions} rowKey={(s) => s.n} columns={[
            { id: 'n', header: '#', isRowHeader: true, sortValue: (s) => s.n, cell: (s) => String(s.n) },
            { id: 'created', header: t('console_session_started'), sortValue: (s) => s.createdAt, cell: (s) => format.time(s.createdAt) },
            { id: 'seen', header: t('console_session_last_seen'), sortValue: (s) => s.lastSeenAt, cell: (s) => format.time(s.lastSeenAt) },
            { id: 'state', header: t('console_session_state'), sortValue: (s) => Number(s.live), cell: (s) => (s.live ? t('console_session_live') : s.revokedAt ? t('console_session_ended', { time: format.time(s.revokedAt) }) : t('console_session_expired')) },
          ]} />
        </TabPanel>
        <TabPanel id="adjustments">
          <AdjustmentsTable rows={detail.adjustments} staffId={staffId} canDecide={can.approve} onDecided={() => void reload()} />
        </TabPanel>
        <TabPanel id="bonuses">
          <DataTable label={t('console_player_bonuses')} rows={detail.bonuses} rowKey={(b) => b.id} initialSort={{ column: 'id', direction: 'descending' }} columns={[
            { id: 'id', header: '#', isRowHeader: true, sortValue: (b) => b.id, cell: (b) => String(b.id) },
            { id: 'title', header: t('console_bonus_template'), sortValue: (b) => b.code, cell: (b) => `${b.title} (${b.code})` },
            { id: 'status', header: t('console_bonus_status'), sortValue: (b) => b.status, cell: (b) => <span data-testid={`bonus-status-${b.id}`}>{t(`console_bonus_status_${b.status}`)}</span> },
            { id: 'award', header: t('console_bonus_award'), sortValue: (b) => b.awardMinor, cell: (b) => format.money(b.awardMinor, { iso: b.currency, exponent: currencyExponent(b.currency) }) },
            { id: 'wager', header: t('console_bonus_wagering'), cell: (b) => `${format.money(b.wagerDoneMinor, { iso: b.currency, exponent: currencyExponent(b.currency) })} / ${format.money(b.wagerRequiredMinor, { iso: b.currency, exponent: currencyExponent(b.currency) })}` },
            { id: 'spins', header: t('console_bonus_spins'), cell: (b) => (b.spins ? t('console_bonus_spins_left', { left: b.spins.left, total: b.spins.total, game: b.spins.gameName }) : '') },
            { id: 'expires', header: t('console_bonus_expires'), sortValue: (b) => b.expiresAt ?? '', cell: (b) => (b.expiresAt ? format.time(b.expiresAt) : '') },
            { id: 'end', header: t('console_bonus_end'), cell: (b) => [b.endedAt ? format.time(b.endedAt) : '', b.endReason ?? ''].filter(Boolean).join(' · ') },
            { id: 'action', header: t('console_actions'), cell: (b) => (can.bonus && (b.status === 'active' || b.status === 'pending') ? <CancelBonusAction playerId={detail.player.id} bonusId={b.id} reload={reload} /> : '') },
          ]} />
        </TabPanel>
        {detail.history && (
          <TabPanel id="history">
            <DataTable label={t('console_player_history')} rows={detail.history} rowKey={(h) => h.id} initialSort={{ column: 'id', direction: 'descending' }} columns={[
              { id: 'id', header: '#', isRowHeader: true, sortValue: (h) => h.id, cell: (h) => String(h.id) },
              { id: 'at', header: t('console_time'), sortValue: (h) => h.at, cell: (h) => format.time(h.at) },
              { id: 'staff', header: t('console_history_staff'), sortValue: (h) => h.staffEmail ?? '', cell: (h) => h.staffEmail ?? '' },
              { id: 'action', header: t('console_history_action'), sortValue: (h) => h.action, cell: (h) => h.action },
              { id: 'change', header: t('console_history_change'), cell: (h) => <span className="mono">{`${JSON.stringify(h.before) ?? ''} → ${JSON.stringify(h.after) ?? ''}`}</span> },
              { id: 'reason', header: t('console_reason'), cell: (h) => h.reason },
              { id: 'address', header: t('console_history_address'), cell: (h) => h.clientAddress ?? '' },
            ]} />
          </TabPanel>
        )}
      </Tabs>
    </>
  );
}

export default function PlayerDetail({ detail, can, staffId, thresholds, managerCandidates, ...i18n }: IslandI18nProps & PlayerPageData) {
  return (
    <ConsoleIsland {...i18n} withToasts>
      <Player detail={detail} can={can} staffId={staffId} thresholds={thresholds} managerCandidates={managerCandidates} />
    </ConsoleIsland>
  );
}
