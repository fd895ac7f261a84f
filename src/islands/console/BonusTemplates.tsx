/**
 * The console's bonus templates of one brand (`bonuses.view`; changes need `bonuses.edit`): each
 * template with its award, wagering, promo code, claims and window, and a form to create one or
 * change one (`POST /console-api/bonuses/{brandId}/templates`, audited, checked by the server
 * against schemas/bonus.ts and the brand's bonus policy). Amounts are typed in major units of the
 * brand currency; titles and terms in English and Russian (other languages kept as they are).
 */
import { useState } from 'react';
import { Button, Label, Switch, TextArea, TextField } from 'react-aria-components';
import { ConsoleIsland, showToast } from './ConsoleIsland.tsx';
import { DataTable, ReasonField, SelectField, TextInput } from './fields.tsx';
import { consoleRequest } from '../../client/console/api.ts';
import { useT, type IslandI18nProps } from '../shell/i18n.tsx';
import { useConsoleFormat } from './format.ts';
import { currencyExponent, formatMinor, parseMajorAmount } from '../../domain/money.ts';
import { BONUS_PRODUCTS, BONUS_SEGMENTS, ENGINE_BONUS_KINDS, type BonusPolicy, type BonusTemplateInput } from '../../../schemas/bonus.ts';
import type { ConsoleBonusTemplate } from '../../domain/console/pages.ts';
import { SLOT_GAMES, type SlotGame } from '../../../schemas/game-server.ts';

interface Props {
  brandId: string;
  currency: string;
  templates: ConsoleBonusTemplate[];
  policy: BonusPolicy;
  canEdit: boolean;
}

/** The form's text of every field, from a template (or empty for a new one). */
function draftOf(t: BonusTemplateInput | null, exponent: number) {
  const money = (minor: number | undefined) => (minor === undefined ? '' : formatMinor(minor, exponent));
  return {
    code: t?.code ?? '', kind: t?.kind ?? 'first_deposit', product: t?.product ?? 'sports',
    titleEn: t?.title.en ?? '', titleRu: t?.title.ru ?? '', termsEn: t?.terms.en ?? '', termsRu: t?.terms.ru ?? '',
    matchPercent: t?.matchPercent === undefined ? '' : String(t.matchPercent), maxAward: money(t?.maxAwardMinor), fixedAward: money(t?.fixedAwardMinor),
    spinCount: t?.spins ? String(t.spins.count) : '', spinGame: t?.spins?.game ?? SLOT_GAMES[0],
    minDeposit: money(t?.minDepositMinor ?? 0), wagerMultiplier: String(t?.wagerMultiplier ?? 0), contributions: JSON.stringify(t?.contributions ?? {}),
    minCoef: t?.minCoefMilli === undefined ? '' : (t.minCoefMilli / 1000).toFixed(2), maxBet: money(t?.maxBetMinor), validDays: String(t?.validDays ?? 30),
    promoCode: t?.promoCode ?? '', countries: (t?.countries ?? []).join(', '), segment: t?.segment ?? 'all',
    maxAwards: t?.maxAwards === undefined ? '' : String(t.maxAwards), startsAt: t?.startsAt ?? '', endsAt: t?.endsAt ?? '', active: String(t?.active ?? true),
  };
}

/** The form's text of every field. */
type Draft = ReturnType<typeof draftOf>;

/** The template the form describes (the server validates it again); throws a readable Error for a malformed field. */
function templateOf(d: Draft, base: BonusTemplateInput | null, currency: string, exponent: number): BonusTemplateInput {
  const money = (text: string, field: string) => {
    if (text.trim() === '') return undefined;
    const minor = parseMajorAmount(text.trim(), exponent);
    if (minor === null) throw new Error(`${field}: not an amount`);
    return minor;
  };
  const int = (text: string) => (text.trim() === '' ? undefined : Number(text.trim()));
  let contributions: Record<string, number>;
  try {
    contributions = JSON.parse(d.contributions || '{}') as Record<string, number>;
  } catch {
    throw new Error('contributions: not JSON');
  }
  const texts = (en: string, ru: string, old: Record<string, string | undefined> | undefined) =>
    Object.fromEntries(Object.entries({ ...old, en: en.trim() || undefined, ru: ru.trim() || undefined }).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== ''));
  return {
    code: d.code.trim(), kind: d.kind as BonusTemplateInput['kind'], product: d.product as BonusTemplateInput['product'],
    title: texts(d.titleEn, d.titleRu, base?.title), terms: texts(d.termsEn, d.termsRu, base?.terms), currency,
    matchPercent: int(d.matchPercent), maxAwardMinor: money(d.maxAward, 'maxAward'), fixedAwardMinor: money(d.fixedAward, 'fixedAward'),
    spins: d.kind === 'free_spins' ? { count: Number(d.spinCount), game: d.spinGame as SlotGame } : undefined,
    occasion: base?.occasion,
    minDepositMinor: money(d.minDeposit, 'minDeposit') ?? 0, wagerMultiplier: Number(d.wagerMultiplier), contributions,
    minCoefMilli: d.minCoef.trim() === '' ? undefined : Math.round(Number(d.minCoef) * 1000), maxBetMinor: money(d.maxBet, 'maxBet'),
    validDays: Number(d.validDays), promoCode: d.promoCode.trim() || undefined,
    countries: d.countries.trim() === '' ? undefined : d.countries.split(',').map((c) => c.trim().toUpperCase()).filter(Boolean),
    segment: d.segment as BonusTemplateInput['segment'], maxAwards: int(d.maxAwards), startsAt: d.startsAt.trim() || undefined, endsAt: d.endsAt.trim() || undefined,
    active: d.active === 'true',
  };
}

function Editor({ brandId, currency, base, onSaved, onClose }: { brandId: string; currency: string; base: BonusTemplateInput | null; onSaved: (t: ConsoleBonusTemplate) => void; onClose: () => void }) {
  const t = useT();
  const exponent = currencyExponent(currency);
  const [draft, setDraft] = useState<Draft>(() => draftOf(base, exponent));
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const set = (key: keyof Draft) => (value: string) => setDraft((d) => ({ ...d, [key]: value }));
  const save = async () => {
    setError(null);
    try {
      const template = templateOf(draft, base, currency, exponent);
      const answer = await consoleRequest<{ template: ConsoleBonusTemplate }>('POST', `/console-api/bonuses/${brandId}/templates`, { template, reason });
      onSaved(answer.template);
      showToast(t('console_saved'));
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };
  const area = (key: keyof Draft, label: string) => (
    <TextField value={draft[key]} onChange={set(key)} className="field">
      <Label>{label}</Label>
      <TextArea rows={3} />
    </TextField>
  );
  return (
    <form className="console-card bonus-editor" data-testid="bonus-editor" onSubmit={(e) => { e.preventDefault(); void save(); }}>
      <h2>{base ? t('console_bonus_edit', { code: base.code }) : t('console_bonus_new')}</h2>
      <TextInput label={t('console_bonus_code')} name="code" value={draft.code} onChange={set('code')} isRequired />
      <SelectField label={t('console_bonus_kind')} name="kind" value={draft.kind} onChange={set('kind')} options={ENGINE_BONUS_KINDS.map((k) => ({ value: k, label: t(`console_bonus_kind_${k}`) }))} />
      <SelectField label={t('console_bonus_product')} name="product" value={draft.product} onChange={set('product')} options={BONUS_PRODUCTS.map((p) => ({ value: p, label: p }))} />
      <TextInput label={t('console_bonus_title_en')} name="titleEn" value={draft.titleEn} onChange={set('titleEn')} />
      <TextInput label={t('console_bonus_title_ru')} name="titleRu" value={draft.titleRu} onChange={set('titleRu')} />
      {area('termsEn', t('console_bonus_terms_en'))}
      {area('termsRu', t('console_bonus_terms_ru'))}
      <TextInput label={t('console_bonus_match')} name="matchPercent" value={draft.matchPercent} onChange={set('matchPercent')} type="number" />
      <TextInput label={t('console_bonus_max_award', { currency })} name="maxAward" value={draft.maxAward} onChange={set('maxAward')} />
      <TextInput label={t('console_bonus_fixed_award', { currency })} name="fixedAward" value={draft.fixedAward} onChange={set('fixedAward')} />
      {draft.kind === 'free_spins' && (
        <>
          <TextInput label={t('console_bonus_spin_count')} name="spinCount" value={draft.spinCount} onChange={set('spinCount')} type="number" />
          <SelectField label={t('console_bonus_spin_game')} name="spinGame" value={draft.spinGame} onChange={set('spinGame')} options={SLOT_GAMES.map((g) => ({ value: g, label: g }))} />
        </>
      )}
      <TextInput label={t('console_bonus_min_deposit', { currency })} name="minDeposit" value={draft.minDeposit} onChange={set('minDeposit')} />
      <TextInput label={t('console_bonus_wager')} name="wagerMultiplier" value={draft.wagerMultiplier} onChange={set('wagerMultiplier')} type="number" />
      <TextInput label={t('console_bonus_contributions')} name="contributions" value={draft.contributions} onChange={set('contributions')} description={t('console_bonus_contributions_hint')} />
      <TextInput label={t('console_bonus_min_coef')} name="minCoef" value={draft.minCoef} onChange={set('minCoef')} />
      <TextInput label={t('console_bonus_max_bet', { currency })} name="maxBet" value={draft.maxBet} onChange={set('maxBet')} />
      <TextInput label={t('console_bonus_valid_days')} name="validDays" value={draft.validDays} onChange={set('validDays')} type="number" />
      <TextInput label={t('console_bonus_promo_code')} name="promoCode" value={draft.promoCode} onChange={set('promoCode')} />
      <TextInput label={t('console_bonus_countries')} name="countries" value={draft.countries} onChange={set('countries')} />
      <SelectField label={t('console_bonus_segment')} name="segment" value={draft.segment} onChange={set('segment')} options={BONUS_SEGMENTS.map((s) => ({ value: s, label: t(`console_bonus_segment_${s}`) }))} />
      <TextInput label={t('console_bonus_max_awards')} name="maxAwards" value={draft.maxAwards} onChange={set('maxAwards')} type="number" />
      <TextInput label={t('console_bonus_starts')} name="startsAt" value={draft.startsAt} onChange={set('startsAt')} />
      <TextInput label={t('console_bonus_ends')} name="endsAt" value={draft.endsAt} onChange={set('endsAt')} />
      <Switch isSelected={draft.active === 'true'} onChange={(on) => setDraft((d) => ({ ...d, active: String(on) }))} data-testid="bonus-active">
        <span className="switch-indicator" aria-hidden="true" /> {t('console_bonus_active')}
      </Switch>
      <ReasonField value={reason} onChange={setReason} />
      <div className="row">
        <Button type="submit" className="button" data-testid="bonus-save">{t('console_bonus_save')}</Button>
        <Button className="button button-secondary" onPress={onClose}>{t('console_cancel')}</Button>
      </div>
      {error && <p role="alert" className="field-error" data-testid="bonus-error">{error}</p>}
    </form>
  );
}

function Templates({ brandId, currency, templates: initial, policy, canEdit }: Props) {
  const t = useT();
  const format = useConsoleFormat();
  const [templates, setTemplates] = useState(initial);
  const [editing, setEditing] = useState<{ base: BonusTemplateInput | null } | null>(null);
  const unit = { iso: currency, exponent: currencyExponent(currency) };
  const award = (x: BonusTemplateInput) => (x.matchPercent !== undefined ? `${x.matchPercent}% ≤ ${format.money(x.maxAwardMinor ?? 0, unit)}` : format.money(x.fixedAwardMinor ?? 0, unit));
  return (
    <>
      <p>{t('console_bonus_policy', { max: policy.maxWagerMultiplier })} {policy.mixedProductOffers ? t('console_bonus_policy_mixed') : t('console_bonus_policy_single')}</p>
      <DataTable label={t('console_bonus_templates')} rows={templates} rowKey={(x) => x.id} columns={[
        { id: 'code', header: t('console_bonus_code'), isRowHeader: true, sortValue: (x) => x.template.code, cell: (x) => <span data-testid={`bonus-template-${x.template.code}`}>{x.template.code}</span> },
        { id: 'kind', header: t('console_bonus_kind'), sortValue: (x) => x.template.kind, cell: (x) => `${t(`console_bonus_kind_${x.template.kind}`)} · ${x.template.product}` },
        { id: 'award', header: t('console_bonus_award'), cell: (x) => award(x.template) },
        { id: 'wager', header: t('console_bonus_wager'), sortValue: (x) => x.template.wagerMultiplier, cell: (x) => `${x.template.wagerMultiplier}×` },
        { id: 'code2', header: t('console_bonus_promo_code'), cell: (x) => x.template.promoCode ?? '' },
        { id: 'claims', header: t('console_bonus_claims'), sortValue: (x) => x.awardsCount, cell: (x) => `${x.awardsCount}${x.template.maxAwards !== undefined ? ` / ${x.template.maxAwards}` : ''}` },
        { id: 'active', header: t('console_bonus_active'), cell: (x) => (x.template.active === false ? t('console_no') : t('console_yes')) },
        { id: 'edit', header: t('console_actions'), cell: (x) => (canEdit ? <Button className="button button-secondary" onPress={() => setEditing({ base: x.template })} data-testid={`bonus-edit-${x.template.code}`}>{t('console_bonus_edit_short')}</Button> : '') },
      ]} />
      {canEdit && !editing && <Button className="button" onPress={() => setEditing({ base: null })} data-testid="bonus-new">{t('console_bonus_new')}</Button>}
      {editing && (
        <Editor key={editing.base?.code ?? 'new'} brandId={brandId} currency={currency} base={editing.base} onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setTemplates((list) => (list.some((x) => x.id === saved.id) ? list.map((x) => (x.id === saved.id ? saved : x)) : [...list, saved]));
            setEditing(null);
          }} />
      )}
    </>
  );
}

/** The bonus templates island. */
export default function BonusTemplates(props: IslandI18nProps & Props) {
  const { lng, locale, messages, ...rest } = props;
  return (
    <ConsoleIsland lng={lng} locale={locale} messages={messages} withToasts>
      <Templates {...rest} />
    </ConsoleIsland>
  );
}
