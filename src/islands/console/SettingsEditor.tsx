/**
 * The brand settings editor (`/console/brands/{brandId}/settings`): a level picker
 * (the whole brand or one of its domains), then one form per settings group. Each field shows the
 * effective value at this level, the value it inherits, and — when this level overrides it — a
 * "use the inherited value" checkbox. Saving a group sends the changed fields with the version each
 * was read at and a required reason; the server's refusal is shown on the field it names (422), and
 * a stale save (409) shows the current value, which the form then holds. Keyboard: every control
 * is a react-aria field with its label. Labels and help texts are the console dictionaries' entries
 * of each setting (`settingTextKey`), so a brand manager reads "Poker", not `features.poker`; the
 * key stays visible in small print, as the audit log names it.
 */
import { useState, type ReactNode } from 'react';
import { useIsSSR } from 'react-aria';
import { Button, Checkbox, CheckboxGroup, FieldError, Form, Input, Label, Switch, Text, TextArea, TextField } from 'react-aria-components';
import { ConsoleIsland, showToast } from './ConsoleIsland.tsx';
import { useT, type IslandI18nProps } from '../shell/i18n.tsx';
import { consoleRequest, ConsoleApiError } from '../../client/console/api.ts';
import { ReasonField, SelectField } from './fields.tsx';
import type { SettingGroup, SettingView, OverrideState } from '../../../schemas/brand-settings.ts';
import { settingTextKey, type BrandSettingsData } from '../../domain/console/settings.ts';

/** A field's value as the form holds it. */
type Draft = boolean | string | string[];

/** The form value of a setting's value. */
function toDraft(setting: SettingView, value: unknown): Draft {
  switch (setting.kind.type) {
    case 'boolean':
      return value === true;
    case 'integer':
    case 'choice':
      return value === null || value === undefined ? '' : String(value);
    case 'text':
      return typeof value === 'string' ? value : '';
    case 'languages':
      return Array.isArray(value) ? value.map(String) : [];
    case 'countries':
      return Array.isArray(value) ? value.map(String).join(', ') : '';
    case 'json':
      return JSON.stringify(value ?? null, null, 2);
  }
}

/** The codes of a country list typed as text (`ru, GB; de`): split on commas, semicolons and blanks, upper-cased; the server validates each. */
export function countriesOf(text: string): string[] {
  return text.split(/[\s,;]+/).filter(Boolean).map((code) => code.toUpperCase());
}

class DraftError extends Error {}

/** The value of a form value (what the server validates). @throws DraftError for text that is not JSON */
function fromDraft(setting: SettingView, draft: Draft): unknown {
  const kind = setting.kind;
  switch (kind.type) {
    case 'boolean':
    case 'languages':
      return draft;
    case 'integer':
      return /^-?\d{1,15}$/.test(String(draft).trim()) ? Number(String(draft).trim()) : String(draft);
    case 'choice': {
      const option = kind.options.find((o) => String(o) === draft);
      return option ?? draft;
    }
    case 'text':
      return kind.nullable && draft === '' ? null : draft;
    case 'countries':
      return countriesOf(String(draft));
    case 'json':
      try {
        return JSON.parse(String(draft));
      } catch {
        throw new DraftError();
      }
  }
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const shown = (value: unknown) => (value === undefined ? '—' : JSON.stringify(value));

interface ConflictMeta {
  field?: string;
  current?: OverrideState;
  version?: number;
  issues?: { field: string; message: string }[];
}

function conflictMeta(error: ConsoleApiError): ConflictMeta {
  const body = error.body as { errors?: { meta?: ConflictMeta }[] } | null;
  return body?.errors?.[0]?.meta ?? {};
}

/**
 * A switch or a checkbox of the form. react-aria's Switch and Checkbox hide their native input
 * with an inline `style` attribute, which the console's CSP refuses in server HTML: the server and
 * the hydration pass draw the same label, on or off, without the input (`live` false).
 */
function Toggle({ kind, live, isSelected, onChange, isDisabled, describedBy, id, value, children }: {
  kind: 'switch' | 'checkbox';
  live: boolean;
  isSelected?: boolean;
  onChange?: (selected: boolean) => void;
  isDisabled?: boolean;
  describedBy?: string;
  id?: string;
  /** The checkbox's value in its CheckboxGroup. */
  value?: string;
  children: ReactNode;
}) {
  const className = kind === 'switch' ? 'react-aria-Switch setting-switch' : 'react-aria-Checkbox';
  if (!live) {
    return (
      <label className={className} data-selected={isSelected || undefined} data-disabled={isDisabled || undefined}>
        <span className="indicator" aria-hidden="true" />{children}
      </label>
    );
  }
  const props = {
    className, isDisabled, id,
    ...(value === undefined ? { isSelected, onChange } : { value }),
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
  };
  return kind === 'switch'
    ? <Switch {...props}><span className="indicator" aria-hidden="true" />{children}</Switch>
    : <Checkbox {...props}><span className="indicator" aria-hidden="true" />{children}</Checkbox>;
}

/** One field of a group's form: its label and help text in the staff member's language (console dictionaries), its control, and where its value comes from. */
function SettingField({ setting, draft, inherit, error, disabled, onDraft, onInherit }: {
  setting: SettingView;
  draft: Draft;
  inherit: boolean;
  error: string | null;
  disabled: boolean;
  onDraft: (draft: Draft) => void;
  onInherit: (inherit: boolean) => void;
}) {
  const t = useT();
  const live = !useIsSSR();
  const id = `setting-${setting.key.replaceAll('.', '-')}`;
  const helpId = `${id}-help`;
  const label = t(settingTextKey(setting.key, 'label'));
  const help = t(settingTextKey(setting.key, 'help'));
  const hint = t('console_settings_inherited', { value: shown(setting.inherited) });
  const isDisabled = disabled || inherit;
  let control;
  switch (setting.kind.type) {
    case 'boolean':
      control = (
        <Toggle kind="switch" live={live} id={id} isSelected={draft === true} onChange={onDraft} isDisabled={isDisabled} describedBy={helpId}>
          <span className="setting-label">{label}</span>
        </Toggle>
      );
      break;
    case 'choice':
      control = (
        <SelectField label={label} value={String(draft)} onChange={(value) => onDraft(value)}
          options={setting.kind.options.map((option) => ({ value: String(option), label: String(option) }))} />
      );
      break;
    case 'languages': {
      const options = setting.kind.options;
      control = live ? (
        <CheckboxGroup className="field" value={draft as string[]} onChange={onDraft} isDisabled={isDisabled} isInvalid={Boolean(error)} aria-describedby={helpId}>
          <Label>{label}</Label>
          <div className="row">
            {options.map((language) => (
              <Toggle kind="checkbox" live key={language.code} value={language.code}>{language.code} · {language.name}</Toggle>
            ))}
          </div>
          <FieldError>{error ?? undefined}</FieldError>
        </CheckboxGroup>
      ) : (
        <div className="field">
          <span className="react-aria-Label">{label}</span>
          <div className="row">
            {options.map((language) => (
              <Toggle kind="checkbox" live={false} key={language.code} isSelected={(draft as string[]).includes(language.code)} isDisabled={isDisabled}>{language.code} · {language.name}</Toggle>
            ))}
          </div>
        </div>
      );
      break;
    }
    case 'countries':
      control = (
        <TextField className="field" value={String(draft)} onChange={onDraft} isDisabled={isDisabled} isInvalid={Boolean(error)} aria-describedby={helpId}>
          <Label>{label}</Label>
          <Input spellCheck={false} autoCapitalize="characters" />
          <Text slot="description" className="field-hint">{t('console_settings_countries_hint')}</Text>
          <FieldError>{error ?? undefined}</FieldError>
        </TextField>
      );
      break;
    case 'json':
      control = (
        <TextField className="field" value={String(draft)} onChange={onDraft} isDisabled={isDisabled} isInvalid={Boolean(error)} aria-describedby={helpId}>
          <Label>{label}</Label>
          <TextArea rows={Math.min(8, String(draft).split('\n').length + 1)} className="react-aria-TextArea mono" />
          <Text slot="description" className="field-hint">{t('console_settings_json_hint')}</Text>
          <FieldError>{error ?? undefined}</FieldError>
        </TextField>
      );
      break;
    default:
      control = (
        <TextField className="field" value={String(draft)} onChange={onDraft} isDisabled={isDisabled} isInvalid={Boolean(error)} aria-describedby={helpId}
          inputMode={setting.kind.type === 'integer' ? 'numeric' : undefined}>
          <Label>{label}</Label>
          <Input />
          {setting.kind.type === 'text' && setting.kind.nullable && <Text slot="description" className="field-hint">{t('console_settings_empty_is_null')}</Text>}
          <FieldError>{error ?? undefined}</FieldError>
        </TextField>
      );
  }
  return (
    <div className="setting" data-setting={setting.key}>
      {control}
      <p className="setting-help" id={helpId}>{help}</p>
      {setting.kind.type !== 'json' && setting.kind.type !== 'languages' && setting.kind.type !== 'text' && setting.kind.type !== 'integer' && setting.kind.type !== 'countries' && error && (
        <div className="field-error" role="alert">{error}</div>
      )}
      <div className="field-hint">
        {hint}
        {' · '}<code className="setting-key">{setting.key}</code>
        {setting.override && (
          <>
            {' · '}{t('console_settings_overridden', { version: setting.version })}{' '}
            <Toggle kind="checkbox" live={live} isSelected={inherit} onChange={onInherit} isDisabled={disabled}>{t('console_settings_use_inherited')}</Toggle>
          </>
        )}
      </div>
    </div>
  );
}

/** One group's form. */
function GroupForm({ group, data, onSaved }: { group: SettingGroup; data: BrandSettingsData; onSaved: (next: BrandSettingsData) => void }) {
  const t = useT();
  const settings = data.settings.filter((setting) => setting.group === group);
  const initial = () => Object.fromEntries(settings.map((setting) => [setting.key, toDraft(setting, setting.effective)]));
  const [drafts, setDrafts] = useState<Record<string, Draft>>(initial);
  const [inherit, setInherit] = useState<Record<string, boolean>>({});
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const signature = JSON.stringify(settings);
  const [seen, setSeen] = useState(signature);
  if (seen !== signature) {
    // This group's settings changed (a save, or a 409's current value): the form shows them.
    setSeen(signature);
    setDrafts(initial());
    setInherit({});
  }
  const headingId = `group-${group}`;
  return (
    <section className="console-card" aria-labelledby={headingId}>
      <h2 id={headingId}>{t(`console_settings_group_${group}`)}</h2>
      <p className="muted settings-group-intro">{t(`console_settings_group_${group}_intro`)}</p>
      <Form
        onSubmit={async (event) => {
          event.preventDefault();
          setAlert(null);
          const local: Record<string, string> = {};
          const changes: { key: string; value?: unknown; reset?: true; version: number }[] = [];
          for (const setting of settings) {
            if (inherit[setting.key]) {
              changes.push({ key: setting.key, reset: true, version: setting.version });
              continue;
            }
            if (same(drafts[setting.key], toDraft(setting, setting.effective))) continue;
            try {
              const value = fromDraft(setting, drafts[setting.key]!);
              changes.push({ key: setting.key, value, version: setting.version });
            } catch {
              local[setting.key] = t('console_settings_json_invalid');
            }
          }
          setErrors(local);
          if (Object.keys(local).length > 0) return;
          if (changes.length === 0) {
            setAlert(t('console_settings_nothing_changed'));
            return;
          }
          setBusy(true);
          try {
            const next = await consoleRequest<BrandSettingsData>('PUT', `/console-api/brands/${data.brandId}/settings`, { domain: data.domain, changes, reason });
            setReason('');
            showToast(t('console_saved'));
            onSaved(next);
          } catch (failure) {
            if (!(failure instanceof ConsoleApiError)) {
              setAlert(t('console_error_generic'));
            } else if (failure.status === 409) {
              const meta = conflictMeta(failure);
              const setting = settings.find((s) => s.key === meta.field);
              const current = meta.current ?? null;
              setAlert(t('console_settings_conflict', { key: meta.field ?? '', value: current ? JSON.stringify(current.value) : t('console_settings_not_overridden'), version: meta.version ?? 0 }));
              if (setting) {
                const effective = current ? current.value : setting.inherited;
                onSaved({ ...data, settings: data.settings.map((s) => (s.key === setting.key ? { ...s, override: current, version: meta.version ?? 0, effective } : s)) });
              }
            } else {
              const meta = conflictMeta(failure);
              const issues = meta.issues ?? failure.fields.map((field) => ({ field, message: failure.message }));
              setErrors(Object.fromEntries(issues.map((issue) => [issue.field, issue.message])));
              setAlert(failure.message);
            }
          } finally {
            setBusy(false);
          }
        }}
      >
        {alert && <div className="alert" role="alert">{alert}</div>}
        {settings.map((setting) => (
          <SettingField
            key={setting.key} setting={setting} draft={drafts[setting.key]!} inherit={inherit[setting.key] === true}
            error={errors[setting.key] ?? null} disabled={!data.canEdit}
            onDraft={(draft) => setDrafts((all) => ({ ...all, [setting.key]: draft }))}
            onInherit={(value) => setInherit((all) => ({ ...all, [setting.key]: value }))}
          />
        ))}
        {data.canEdit && (
          <>
            <ReasonField value={reason} onChange={setReason} error={errors.reason ?? null} />
            <Button type="submit" isDisabled={busy}>{t('console_settings_save')}</Button>
          </>
        )}
      </Form>
    </section>
  );
}

function Editor({ initial }: { initial: BrandSettingsData }) {
  const t = useT();
  const [data, setData] = useState(initial);
  return (
    <>
      <div className="console-card">
        <SelectField
          label={t('console_settings_level')} value={data.domain === '' ? '*' : data.domain}
          onChange={(value) => window.location.assign(`?${new URLSearchParams(value === '*' ? {} : { domain: value })}`)}
          options={[{ value: '*', label: t('console_settings_brand_wide') }, ...data.domains.map((domain) => ({ value: domain, label: domain }))]}
        />
        <p className="muted">{data.domain === '' ? t('console_settings_brand_wide_hint') : t('console_settings_domain_hint', { domain: data.domain })}</p>
      </div>
      {[...new Set(data.settings.map((setting) => setting.group))].map((group) => <GroupForm key={group} group={group} data={data} onSaved={setData} />)}
    </>
  );
}

export default function SettingsEditor({ data, ...i18n }: IslandI18nProps & { data: BrandSettingsData }) {
  return (
    <ConsoleIsland {...i18n} withToasts>
      <Editor initial={data} />
    </ConsoleIsland>
  );
}
