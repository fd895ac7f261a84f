/**
 * The console's casino tournaments of one brand (`bonuses.view`; changes need `bonuses.edit`): each
 * tournament with its metric, schedule, current period and prizes, and a form to create or change
 * one (`POST /console-api/bonuses/{brandId}/tournaments`, audited). Prizes and the minimum stake are
 * typed in major units of the brand currency; titles and descriptions in English and Russian
 * (other languages kept).
 */
import { useState } from 'react';
import { Button, Label, Switch, TextArea, TextField } from 'react-aria-components';
import { ConsoleIsland, showToast } from './ConsoleIsland.tsx';
import { DataTable, ReasonField, SelectField, TextInput } from './fields.tsx';
import { consoleRequest } from '../../client/console/api.ts';
import { useT, type IslandI18nProps } from '../shell/i18n.tsx';
import { useConsoleFormat } from './format.ts';
import { currencyExponent, formatMinor, parseMajorAmount } from '../../domain/money.ts';
import { TOURNAMENT_METRICS, TOURNAMENT_PERIODS, type Tournament } from '../../../schemas/tournament.ts';

interface Row {
  tournament: Tournament;
  period: number;
}

interface Props {
  brandId: string;
  currency: string;
  tournaments: Row[];
  canEdit: boolean;
}

function draftOf(x: Tournament | null, exponent: number) {
  return {
    slug: x?.slug ?? '', titleEn: x?.title.en ?? '', titleRu: x?.title.ru ?? '', descriptionEn: x?.description.en ?? '', descriptionRu: x?.description.ru ?? '',
    metric: x?.metric ?? 'wager', minBet: formatMinor(x?.minBetMinor ?? 0, exponent), categories: (x?.categories ?? []).join(', '),
    period: x?.period ?? 'weekly', anchor: x?.anchor ?? '', prizes: (x?.prizesMinor ?? []).map((p) => formatMinor(p, exponent)).join(', '), active: String(x?.active ?? true),
  };
}
type Draft = ReturnType<typeof draftOf>;

/** The tournament the form describes (the server validates it again); throws a readable Error for a malformed field. */
function tournamentOf(d: Draft, base: Tournament | null, currency: string, exponent: number): Tournament {
  const money = (text: string, field: string) => {
    const minor = parseMajorAmount(text.trim(), exponent);
    if (minor === null) throw new Error(`${field}: not an amount`);
    return minor;
  };
  const texts = (en: string, ru: string, old: Record<string, string | undefined> | undefined) =>
    Object.fromEntries(Object.entries({ ...old, en: en.trim() || undefined, ru: ru.trim() || undefined }).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== ''));
  const categories = d.categories.split(',').map((c) => c.trim()).filter(Boolean);
  return {
    slug: d.slug.trim(), title: texts(d.titleEn, d.titleRu, base?.title), description: texts(d.descriptionEn, d.descriptionRu, base?.description),
    metric: d.metric as Tournament['metric'], currency, minBetMinor: money(d.minBet || '0', 'minBet'), ...(categories.length > 0 ? { categories } : {}),
    period: d.period as Tournament['period'], anchor: d.anchor.trim(), prizesMinor: d.prizes.split(',').map((p) => money(p, 'prizes')),
    active: d.active === 'true', ...(base?.promotion ? { promotion: base.promotion } : {}),
  };
}

function Editor({ brandId, currency, base, onSaved, onClose }: { brandId: string; currency: string; base: Tournament | null; onSaved: (x: Tournament) => void; onClose: () => void }) {
  const t = useT();
  const exponent = currencyExponent(currency);
  const [draft, setDraft] = useState<Draft>(() => draftOf(base, exponent));
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const set = (key: keyof Draft) => (value: string) => setDraft((d) => ({ ...d, [key]: value }));
  const save = async () => {
    setError(null);
    try {
      const answer = await consoleRequest<{ tournament: Tournament }>('POST', `/console-api/bonuses/${brandId}/tournaments`, { tournament: tournamentOf(draft, base, currency, exponent), reason });
      onSaved(answer.tournament);
      showToast(t('console_saved'));
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };
  const area = (key: keyof Draft, label: string) => (
    <TextField value={draft[key]} onChange={set(key)} className="field"><Label>{label}</Label><TextArea rows={3} /></TextField>
  );
  return (
    <form className="console-card bonus-editor" data-testid="tournament-editor" onSubmit={(e) => { e.preventDefault(); void save(); }}>
      <h2>{base ? t('console_tournament_edit', { slug: base.slug }) : t('console_tournament_new')}</h2>
      <TextInput label={t('console_tournament_slug')} name="slug" value={draft.slug} onChange={set('slug')} isRequired />
      <TextInput label={t('console_bonus_title_en')} name="titleEn" value={draft.titleEn} onChange={set('titleEn')} />
      <TextInput label={t('console_bonus_title_ru')} name="titleRu" value={draft.titleRu} onChange={set('titleRu')} />
      {area('descriptionEn', t('console_tournament_description_en'))}
      {area('descriptionRu', t('console_tournament_description_ru'))}
      <SelectField label={t('console_tournament_metric')} name="metric" value={draft.metric} onChange={set('metric')} options={TOURNAMENT_METRICS.map((m) => ({ value: m, label: t(`console_tournament_metric_${m}`) }))} />
      <TextInput label={t('console_tournament_min_bet', { currency })} name="minBet" value={draft.minBet} onChange={set('minBet')} />
      <TextInput label={t('console_tournament_categories')} name="categories" value={draft.categories} onChange={set('categories')} />
      <SelectField label={t('console_tournament_period')} name="period" value={draft.period} onChange={set('period')} options={TOURNAMENT_PERIODS.map((p) => ({ value: p, label: t(`console_tournament_period_${p}`) }))} />
      <TextInput label={t('console_tournament_anchor')} name="anchor" value={draft.anchor} onChange={set('anchor')} isRequired />
      <TextInput label={t('console_tournament_prizes', { currency })} name="prizes" value={draft.prizes} onChange={set('prizes')} isRequired />
      <Switch isSelected={draft.active === 'true'} onChange={(on) => setDraft((d) => ({ ...d, active: String(on) }))} data-testid="tournament-active">
        <span className="switch-indicator" aria-hidden="true" /> {t('console_bonus_active')}
      </Switch>
      <ReasonField value={reason} onChange={setReason} />
      <div className="row">
        <Button type="submit" className="button" data-testid="tournament-save">{t('console_tournament_save')}</Button>
        <Button className="button button-secondary" onPress={onClose}>{t('console_cancel')}</Button>
      </div>
      {error && <p role="alert" className="field-error" data-testid="tournament-error">{error}</p>}
    </form>
  );
}

function Tournaments({ brandId, currency, tournaments: initial, canEdit }: Props) {
  const t = useT();
  const format = useConsoleFormat();
  const [rows, setRows] = useState(initial);
  const [editing, setEditing] = useState<{ base: Tournament | null } | null>(null);
  const unit = { iso: currency, exponent: currencyExponent(currency) };
  return (
    <>
      <h2>{t('console_tournaments')}</h2>
      <DataTable label={t('console_tournaments')} rows={rows} rowKey={(x) => x.tournament.slug} columns={[
        { id: 'slug', header: t('console_tournament_slug'), isRowHeader: true, sortValue: (x) => x.tournament.slug, cell: (x) => <span data-testid={`tournament-${x.tournament.slug}`}>{x.tournament.slug}</span> },
        { id: 'metric', header: t('console_tournament_metric'), cell: (x) => t(`console_tournament_metric_${x.tournament.metric}`) },
        { id: 'period', header: t('console_tournament_period'), cell: (x) => `${t(`console_tournament_period_${x.tournament.period}`)} · #${x.period + 1}` },
        { id: 'prizes', header: t('console_tournament_prizes', { currency }), cell: (x) => x.tournament.prizesMinor.map((p) => format.money(p, unit)).join(' · ') },
        { id: 'active', header: t('console_bonus_active'), cell: (x) => (x.tournament.active === false ? t('console_no') : t('console_yes')) },
        { id: 'edit', header: t('console_actions'), cell: (x) => (canEdit ? <Button className="button button-secondary" onPress={() => setEditing({ base: x.tournament })} data-testid={`tournament-edit-${x.tournament.slug}`}>{t('console_bonus_edit_short')}</Button> : '') },
      ]} />
      {canEdit && !editing && <Button className="button" onPress={() => setEditing({ base: null })} data-testid="tournament-new">{t('console_tournament_new')}</Button>}
      {editing && (
        <Editor key={editing.base?.slug ?? 'new'} brandId={brandId} currency={currency} base={editing.base} onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setRows((list) => (list.some((x) => x.tournament.slug === saved.slug) ? list.map((x) => (x.tournament.slug === saved.slug ? { ...x, tournament: saved } : x)) : [...list, { tournament: saved, period: 0 }]));
            setEditing(null);
          }} />
      )}
    </>
  );
}

/** The console tournaments island. */
export default function ConsoleTournaments(props: IslandI18nProps & Props) {
  const { lng, locale, messages, ...rest } = props;
  return (
    <ConsoleIsland lng={lng} locale={locale} messages={messages} withToasts>
      <Tournaments {...rest} />
    </ConsoleIsland>
  );
}
