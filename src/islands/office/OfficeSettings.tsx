/**
 * The global user settings form of `office/settings` (spec §2; §3 Global user settings, Office
 * settings mailing and disallowed sports; §7 GetTimezones): language, time zone (the options of
 * `GET /web-api/GetTimezones`), 12/24-hour clock, theme, coefficient view (spec §9 views), mailing
 * settings and the sports hidden from the line and live lists. Saved with
 * `POST /web-api/user/settings`; the pages read them on the next load (a changed language opens
 * this page in it).
 */
import { useEffect, useState, type FormEvent } from 'react';
import { Button, CheckboxGroup, Label, RadioGroup } from 'react-aria-components';
import type { SettingsPageData } from '../../domain/pages/office-security.ts';
import type { MailingSettings, UserSettings } from '../../domain/office/settings.ts';
import { api } from '../../client/auth/session.ts';
import { isApiError } from '../../client/shell/api.ts';
import { OFFERED_COEF_VIEWS, setCoefView } from '../../client/coupon/coupon-store.ts';
import { IslandI18n, useT, type IslandI18nProps } from '../shell/i18n.tsx';
import { SelectField, type SelectOption } from '../shell/SelectField.tsx';
import { CheckItem, RadioItem } from '../shell/choices.tsx';

const MAILING = ['enable_mail_news', 'enable_mail_deposit', 'enable_mail_bets', 'enable_sms_news'] as const;

/** Dictionary keys the island uses. */
export const SETTINGS_KEYS = [
  'settings_language', 'settings_language_url', 'settings_time_zone', 'settings_clock', 'settings_clock_24', 'settings_clock_12',
  'settings_theme', 'settings_theme_light', 'settings_theme_dark', 'settings_coef_view', 'settings_mailing',
  ...MAILING.map((key) => `settings_${key}`), 'settings_hidden_line', 'settings_hidden_live', 'settings_save',
  ...OFFERED_COEF_VIEWS.map((id) => `coupon_coef_view_${id}`), 'main_save_success', 'main_query_error',
] as const;

type Option = SelectOption<string>;

function Form({ data, lng }: { data: SettingsPageData; lng: string }) {
  const t = useT();
  const [settings, setSettings] = useState<UserSettings>(data.settings);
  const [zones, setZones] = useState<Option[]>([{ id: data.settings.timeZone, text: data.settings.timeZone }]);
  const [notice, setNotice] = useState<{ kind: 'info' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    api()
      .get<{ result: Record<string, { text: string; zone: string }> }>('/web-api/GetTimezones', { auth: false })
      .then((answer) => setZones(Object.values(answer.result).map((zone) => ({ id: zone.zone, text: zone.text }))))
      .catch(() => {}); // spec §8: a time-zone failure is logged only; the saved zone stays offered
  }, []);
  const patch = (next: Partial<UserSettings>) => setSettings((current) => ({ ...current, ...next }));
  const save = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setNotice(null);
    try {
      const saved = await api().post<UserSettings>('/web-api/user/settings', settings);
      setSettings(saved);
      setCoefView(saved.coefViewId);
      setNotice({ kind: 'info', text: t('main_save_success') });
      if (saved.language !== null && saved.language !== lng) location.assign(`/${saved.language}/office/settings`);
    } catch (error) {
      setNotice({ kind: 'error', text: isApiError(error) && error.message ? error.message : t('main_query_error') });
    } finally {
      setBusy(false);
    }
  };
  const sportBoxes = (key: 'disallowLineSports' | 'disallowLiveSports', label: string, testId: string) => (
    <CheckboxGroup className="field settings-sports" value={settings[key].map(String)} onChange={(values) => patch({ [key]: values.map(Number) })} data-testid={testId}>
      <Label>{label}</Label>
      {data.sports.map((sport) => <CheckItem key={sport.sportId} value={String(sport.sportId)}>{sport.name}</CheckItem>)}
    </CheckboxGroup>
  );

  return (
    <form className="office-settings rg-form" onSubmit={save} data-testid="office-settings">
      {notice && <p className={`rg-notice rg-notice-${notice.kind}`} role="alert" data-testid="settings-notice">{notice.text}</p>}
      <SelectField
        label={t('settings_language')}
        testId="settings-language"
        value={settings.language ?? ''}
        onChange={(code) => patch({ language: (code || null) as UserSettings['language'] })}
        options={[{ id: '', text: t('settings_language_url') }, ...data.languages.map((l) => ({ id: l.code, text: l.name }))]}
      />
      <SelectField label={t('settings_time_zone')} testId="settings-time-zone" value={settings.timeZone} onChange={(zone) => patch({ timeZone: zone })} options={zones} />
      <RadioGroup className="field" value={settings.is12h ? '12' : '24'} onChange={(v) => patch({ is12h: v === '12' })} data-testid="settings-clock">
        <Label>{t('settings_clock')}</Label>
        <RadioItem value="24">{t('settings_clock_24')}</RadioItem>
        <RadioItem value="12">{t('settings_clock_12')}</RadioItem>
      </RadioGroup>
      <RadioGroup className="field" value={String(settings.appTheme)} onChange={(v) => patch({ appTheme: v === '1' ? 1 : 0 })} data-testid="settings-theme">
        <Label>{t('settings_theme')}</Label>
        <RadioItem value="0">{t('settings_theme_light')}</RadioItem>
        <RadioItem value="1">{t('settings_theme_dark')}</RadioItem>
      </RadioGroup>
      <SelectField
        label={t('settings_coef_view')}
        testId="settings-coef-view"
        value={String(settings.coefViewId)}
        onChange={(id) => patch({ coefViewId: Number(id) as UserSettings['coefViewId'] })}
        options={OFFERED_COEF_VIEWS.map((id) => ({ id: String(id), text: t(`coupon_coef_view_${id}`) }))}
      />
      <CheckboxGroup
        className="field"
        value={MAILING.filter((key) => settings.mailing[key])}
        onChange={(values) => patch({ mailing: Object.fromEntries(MAILING.map((key) => [key, values.includes(key)])) as unknown as MailingSettings })}
        data-testid="settings-mailing"
      >
        <Label>{t('settings_mailing')}</Label>
        {MAILING.map((key) => <CheckItem key={key} value={key}>{t(`settings_${key}`)}</CheckItem>)}
      </CheckboxGroup>
      {sportBoxes('disallowLineSports', t('settings_hidden_line'), 'settings-hidden-line')}
      {sportBoxes('disallowLiveSports', t('settings_hidden_live'), 'settings-hidden-live')}
      <Button type="submit" className="button" isDisabled={busy} data-testid="settings-save">{t('settings_save')}</Button>
    </form>
  );
}

/** The island. */
export default function OfficeSettings({ lng, locale, messages, data }: IslandI18nProps & { data: SettingsPageData }) {
  return (
    <IslandI18n lng={lng} locale={locale} messages={messages}>
      <Form data={data} lng={lng} />
    </IslandI18n>
  );
}
