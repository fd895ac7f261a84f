/**
 * The audit log (`/console/audit`): filters (brand, domain, key, action, staff,
 * dates), a sortable, paged table of the entries of the staff member's brands, and a one-click
 * revert of a settings change (a dialog asks the required reason; the revert is a new, audited
 * change; a stale revert shows the setting's current value).
 */
import { useState } from 'react';
import { Button, Dialog, DialogTrigger, Form, Heading, Modal } from 'react-aria-components';
import { ConsoleIsland, showToast } from './ConsoleIsland.tsx';
import { useT, type IslandI18nProps } from '../shell/i18n.tsx';
import { useConsoleFormat } from './format.ts';
import { ConsoleApiError, consoleRequest, failureMessage } from '../../client/console/api.ts';
import { DataTable, ReasonField, SelectField, TextInput } from './fields.tsx';
import type { AuditPageData } from '../../domain/console/settings.ts';
import type { AuditEntry } from '../../../schemas/audit.ts';

interface Filters {
  brandId: string;
  domain: string;
  key: string;
  action: string;
  staff: string;
  from: string;
  to: string;
}

const EMPTY: Filters = { brandId: '', domain: '', key: '', action: '', staff: '', from: '', to: '' };
const ACTIONS = ['settings.set', 'settings.reset', 'settings.revert', 'access.denied'];

const isSettingsChange = (entry: AuditEntry) => entry.action.startsWith('settings.');

/** A before/after value: of a settings change `{ value }` of an override or null (inherited); else the recorded JSON. */
function StateValue({ state, settings = true }: { state: unknown; settings?: boolean }) {
  const t = useT();
  if (state === null || state === undefined) return settings ? <span className="muted">{t('console_audit_inherited')}</span> : <>—</>;
  const value = settings && typeof state === 'object' && 'value' in state ? (state as { value: unknown }).value : state;
  return <code>{JSON.stringify(value)}</code>;
}

function RevertButton({ entry, onDone }: { entry: AuditEntry; onDone: () => void }) {
  const t = useT();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <DialogTrigger onOpenChange={(open) => { if (open) { setReason(''); setError(null); } }}>
      <Button className="react-aria-Button secondary" aria-label={t('console_audit_revert_entry', { id: entry.id })}>{t('console_audit_revert')}</Button>
      <Modal isDismissable>
        <Dialog>
          {({ close }) => (
            <Form
              onSubmit={async (event) => {
                event.preventDefault();
                setBusy(true);
                setError(null);
                try {
                  await consoleRequest('POST', `/console-api/audit/${entry.id}/revert`, { reason });
                  showToast(t('console_audit_reverted'));
                  close();
                  onDone();
                } catch (failure) {
                  if (failure instanceof ConsoleApiError && failure.status === 409) {
                    const meta = (failure.body as { errors?: { meta?: { current?: { value: unknown } | null; version?: number } }[] } | null)?.errors?.[0]?.meta;
                    setError(t('console_audit_revert_stale', { value: meta?.current ? JSON.stringify(meta.current.value) : t('console_audit_inherited') }));
                  } else {
                    setError(failureMessage(failure, t('console_error_generic')));
                  }
                } finally {
                  setBusy(false);
                }
              }}
            >
              <Heading slot="title">{t('console_audit_revert_title', { key: entry.key ?? '' })}</Heading>
              <p>{t('console_audit_revert_text')}</p>
              <dl className="facts">
                <dt>{t('console_audit_current')}</dt><dd><StateValue state={entry.after} /></dd>
                <dt>{t('console_audit_restored')}</dt><dd><StateValue state={entry.before} /></dd>
              </dl>
              {error && <div className="alert" role="alert">{error}</div>}
              <ReasonField value={reason} onChange={setReason} />
              <div className="row">
                <Button type="submit" isDisabled={busy}>{t('console_audit_revert')}</Button>
                <Button className="react-aria-Button secondary" onPress={close}>{t('console_cancel')}</Button>
              </div>
            </Form>
          )}
        </Dialog>
      </Modal>
    </DialogTrigger>
  );
}

function Audit({ initial }: { initial: AuditPageData }) {
  const t = useT();
  const when = useConsoleFormat().time;
  const [filters, setFilters] = useState<Filters>(EMPTY);
  const [entries, setEntries] = useState(initial.entries);
  const [revertable, setRevertable] = useState(new Set(initial.revertable));
  const [error, setError] = useState<string | null>(null);
  const load = async (next: Filters) => {
    setError(null);
    const query = new URLSearchParams(Object.entries(next).filter(([, value]) => value.trim() !== ''));
    try {
      const answer = await consoleRequest<{ entries: AuditEntry[]; revertable: number[] }>('GET', `/console-api/audit?${query}`);
      setEntries(answer.entries);
      setRevertable(new Set(answer.revertable));
    } catch (failure) {
      setError(failureMessage(failure, t('console_error_generic')));
    }
  };
  const set = (field: keyof Filters) => (value: string) => setFilters((all) => ({ ...all, [field]: value }));
  return (
    <>
      <Form
        className="console-card"
        aria-label={t('console_audit_filters')}
        onSubmit={(event) => {
          event.preventDefault();
          void load(filters);
        }}
      >
        <div className="row">
          <SelectField label={t('console_brand')} value={filters.brandId || '*'} onChange={(value) => set('brandId')(value === '*' ? '' : value)}
            options={[{ value: '*', label: t('console_audit_any') }, ...initial.brands.map((brand) => ({ value: brand.id, label: brand.name }))]} />
          <TextInput label={t('console_audit_domain')} name="domain" value={filters.domain} onChange={set('domain')} />
          <TextInput label={t('console_audit_key')} name="key" value={filters.key} onChange={set('key')} />
          <SelectField label={t('console_audit_action')} value={filters.action || '*'} onChange={(value) => set('action')(value === '*' ? '' : value)}
            options={[{ value: '*', label: t('console_audit_any') }, ...ACTIONS.map((action) => ({ value: action, label: action }))]} />
          <TextInput label={t('console_audit_staff')} name="staff" value={filters.staff} onChange={set('staff')} />
          <TextInput label={t('console_audit_from')} name="from" type="date" value={filters.from} onChange={set('from')} />
          <TextInput label={t('console_audit_to')} name="to" type="date" value={filters.to} onChange={set('to')} />
        </div>
        <div className="row">
          <Button type="submit">{t('console_audit_apply')}</Button>
          <Button className="react-aria-Button secondary" onPress={() => { setFilters(EMPTY); void load(EMPTY); }}>{t('console_audit_clear')}</Button>
        </div>
      </Form>
      {error && <div className="alert" role="alert">{error}</div>}
      <DataTable
        label={t('console_audit_title')}
        rows={entries}
        rowKey={(entry) => entry.id}
        initialSort={{ column: 'at', direction: 'descending' }}
        columns={[
          { id: 'at', header: t('console_audit_at'), isRowHeader: true, cell: (e) => when(e.at), sortValue: (e) => e.id },
          { id: 'staff', header: t('console_audit_staff'), cell: (e) => e.staffEmail ?? '—', sortValue: (e) => e.staffEmail ?? '' },
          { id: 'action', header: t('console_audit_action'), cell: (e) => e.action, sortValue: (e) => e.action },
          { id: 'brand', header: t('console_brand'), cell: (e) => e.brandId ?? '—', sortValue: (e) => e.brandId ?? '' },
          { id: 'domain', header: t('console_audit_domain'), cell: (e) => e.domain || (isSettingsChange(e) ? t('console_settings_brand_wide') : '—'), sortValue: (e) => e.domain ?? '' },
          { id: 'key', header: t('console_audit_key'), cell: (e) => (e.key ? <code className="nowrap">{e.key}</code> : '—'), sortValue: (e) => e.key ?? '' },
          { id: 'before', header: t('console_audit_before'), cell: (e) => <StateValue state={e.before} settings={isSettingsChange(e)} /> },
          { id: 'after', header: t('console_audit_after'), cell: (e) => <StateValue state={e.after} settings={isSettingsChange(e)} /> },
          { id: 'reason', header: t('console_reason'), cell: (e) => <>{e.reason}{e.revertOf !== null && <span className="muted"> ({t('console_audit_revert_of', { id: e.revertOf })})</span>}</> },
          { id: 'address', header: t('console_audit_address'), cell: (e) => e.clientAddress ?? '—', sortValue: (e) => e.clientAddress ?? '' },
          { id: 'revert', header: '', cell: (e) => (revertable.has(e.id) ? <RevertButton entry={e} onDone={() => void load(filters)} /> : null) },
        ]}
      />
    </>
  );
}

export default function AuditLog({ data, ...i18n }: IslandI18nProps & { data: AuditPageData }) {
  return (
    <ConsoleIsland {...i18n} withToasts>
      <Audit initial={data} />
    </ConsoleIsland>
  );
}
