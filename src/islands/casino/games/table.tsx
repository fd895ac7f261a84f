/**
 * Parts shared by the table games of the asian-games family (BaccaratGame, DragonTigerGame,
 * SicBoGame): the bet choice (one bet a round, each option with its odds "to 1" and its exact RTP
 * from the game's rules), and the round in words from the fair outcome — a win, a returned stake
 * (a baccarat push), half the stake back (dragon tiger's tie rule) or a loss.
 */
import { useMemo } from 'react';
import { Label, Radio, RadioGroup, useLocale } from 'react-aria-components';
import type { GsRoundView } from '../../../../schemas/game-server.ts';
import { useT } from '../../shell/i18n.tsx';

/** Dictionary keys of the shared parts. */
export const TABLE_KEYS = ['gs_bet', 'gs_rtp', 'casino_rtp', 'gs_table_win', 'gs_table_push', 'gs_table_half', 'gs_table_lose', 'gs_playing', 'gs_balance'] as const;

/** One option of the bet choice: its value, label, odds "to 1" and exact RTP (a fraction). */
export interface BetOption {
  value: string;
  label: string;
  odds: number;
  rtp: number;
}

/** Odds and RTP formatters of the page's language. */
export function useTableNumbers(): { odds: (n: number) => string; percent: (fraction: number) => string } {
  const { locale } = useLocale();
  return useMemo(() => {
    const odds = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
    const pct = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    return { odds: (n: number) => `${odds.format(n)}:1`, percent: (f: number) => pct.format(f * 100) };
  }, [locale]);
}

/** The bet choice: a radio group of the options, each with its odds and RTP. */
export function BetChoice({ options, value, onChange, busy, testId }: { options: readonly BetOption[]; value: string; onChange: (value: string) => void; busy: boolean; testId: string }) {
  const t = useT();
  const n = useTableNumbers();
  return (
    <RadioGroup className="table-bets" value={value} orientation="horizontal" isDisabled={busy} onChange={onChange}>
      <Label>{t('gs_bet')}</Label>
      <div className="table-bet-options">
        {options.map((o) => (
          <Radio key={o.value} value={o.value} data-testid={`${testId}-${o.value}`} aria-label={`${o.label}, ${n.odds(o.odds)}, ${t('gs_rtp', { rtp: n.percent(o.rtp) })}`}>
            <span className="table-bet-name">{o.label}</span>
            <span className="table-bet-odds" dir="ltr">{n.odds(o.odds)}</span>
            <span className="table-bet-rtp" dir="auto">{t('casino_rtp', { rtp: n.percent(o.rtp) })}</span>
          </Radio>
        ))}
      </div>
    </RadioGroup>
  );
}

/** The round in words: `outcome` (who won, what was rolled) and what the bet did with the stake. */
export function tableWords(t: ReturnType<typeof useT>, outcome: string, round: GsRoundView, money: (minor: number) => string): string {
  const { stakeMinor, payoutMinor } = round;
  if (payoutMinor > stakeMinor) return t('gs_table_win', { outcome, amount: money(payoutMinor) });
  if (payoutMinor === stakeMinor && payoutMinor > 0) return t('gs_table_push', { outcome, amount: money(payoutMinor) });
  if (payoutMinor > 0) return t('gs_table_half', { outcome, amount: money(payoutMinor) });
  return t('gs_table_lose', { outcome, amount: money(stakeMinor) });
}
