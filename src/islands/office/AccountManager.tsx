/**
 * The player's accounts on `office/account` (spec §3 Account: types 0 main, 4 bonus, 9 currency;
 * §4 "Account switch shows 'main_account_will_set' with the account id"; §7 balance and accounts
 * fetch, account switch, add and remove currency; §8 "success false with server message").
 * Lists every open account with its balance; a money account that is not active can be made
 * active, a currency account (type 9) removed; a new currency account is opened from the
 * currencies the player has no account in. The list is read from `GET /web-api/user/balance` when
 * the island starts (unless the page gave it) and again after each change, which also updates the
 * header's balance.
 */
import { useEffect, useState } from 'react';
import { Button } from 'react-aria-components';
import { api, loadBalance } from '../../client/auth/session.ts';
import { isApiError } from '../../client/shell/api.ts';
import { ACCOUNT_TYPE, addableCurrencies } from '../../domain/money.ts';
import type { OfficeAccount } from '../../domain/pages/office-money.ts';
import { IslandI18n, useT, type IslandI18nProps } from '../shell/i18n.tsx';
import { SelectField } from '../shell/SelectField.tsx';
import { useHydrated } from './payment-form.tsx';

/** Dictionary keys of the island. */
export const ACCOUNT_MANAGER_KEYS = [
  'main_account_will_set', 'main_query_error', 'account_list', 'account_type_0', 'account_type_4', 'account_type_9', 'account_active',
  'account_frozen', 'account_switch', 'account_remove', 'account_add', 'account_add_currency', 'account_added', 'account_removed',
] as const;

interface Props {
  /** The accounts as the page knows them; absent: read from the balance when the island starts (a shared page names no player). */
  initial?: OfficeAccount[];
}

type Notice = { kind: 'success' | 'error'; text: string };

/** The server's message of a refused account call (`data.message`), else the error's detail. */
function refusalText(error: unknown, fallback: string): string {
  if (!isApiError(error)) return fallback;
  const body = error.body as { data?: { message?: unknown } } | undefined;
  return typeof body?.data?.message === 'string' ? body.data.message : error.message || fallback;
}

function Accounts({ initial }: Props) {
  const t = useT();
  const [accounts, setAccounts] = useState<OfficeAccount[] | null>(initial ?? null);
  const [addable, setAddable] = useState(() => (initial ? addableCurrencies(initial) : []));
  const [currency, setCurrency] = useState<string | null>(addable[0] ?? null);
  const [busy, setBusy] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const hydrated = useHydrated();

  const refresh = async () => {
    const view = await loadBalance();
    const next = view.all_accounts.map((a) => ({
      id: a.id, type: a.type, iso: a.iso, moneyMinor: a.moneyMinor ?? 0, labelWithSymbol: a.labelWithSymbol, isActive: a.isActive, isFrozen: a.isFrozen ?? false,
    }));
    setAccounts(next);
    const free = addableCurrencies(next);
    setAddable(free);
    setCurrency((c) => (c && free.includes(c) ? c : (free[0] ?? null)));
  };

  useEffect(() => {
    if (initial === undefined) refresh().catch((error: unknown) => setNotice({ kind: 'error', text: refusalText(error, t('main_query_error')) }));
    // The first read only: later reads follow the player's changes (run).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const run = async (key: string, call: () => Promise<string>) => {
    setBusy(key);
    setNotice(null);
    try {
      const text = await call();
      await refresh();
      setNotice({ kind: 'success', text });
    } catch (error) {
      setNotice({ kind: 'error', text: refusalText(error, t('main_query_error')) });
    } finally {
      setBusy(null);
    }
  };

  const switchTo = (id: number) =>
    run(`switch-${id}`, async () => {
      const answer = await api().post<{ id: number }>('/web-api/user/account/switch', { id });
      return t('main_account_will_set', { id: answer.id });
    });
  const remove = (account: OfficeAccount) =>
    run(`remove-${account.id}`, async () => {
      await api().post('/web-api/user/account/remove', { id: account.id });
      return t('account_removed', { iso: account.iso });
    });
  const add = () =>
    currency &&
    run('add', async () => {
      await api().post('/web-api/user/account/add', { currency });
      return t('account_added', { iso: currency });
    });

  return (
    <div className="account-manager">
      <ul className="account-list" aria-label={t('account_list')} aria-busy={accounts === null} data-testid="account-list">
        {(accounts ?? []).map((account) => (
          <li key={account.id} className="account-row" data-account-type={account.type} data-account-id={account.id} data-active={account.isActive ? 'true' : 'false'}>
            <span className="account-name">
              {t(`account_type_${account.type}`)} · {account.iso}
            </span>
            <strong className="account-money">{account.labelWithSymbol}</strong>
            {account.isActive && <span className="account-badge">{t('account_active')}</span>}
            {account.isFrozen && <span className="account-badge account-badge-frozen">{t('account_frozen')}</span>}
            <span className="account-actions">
              {!account.isActive && account.type !== ACCOUNT_TYPE.bonus && (
                <Button className="button button-secondary" onPress={() => void switchTo(account.id)} isPending={busy === `switch-${account.id}`} isDisabled={busy !== null}>
                  {t('account_switch')}
                </Button>
              )}
              {account.type === ACCOUNT_TYPE.currency && (
                <Button className="button button-secondary" onPress={() => void remove(account)} isPending={busy === `remove-${account.id}`} isDisabled={busy !== null}>
                  {t('account_remove')}
                </Button>
              )}
            </span>
          </li>
        ))}
      </ul>
      {hydrated && addable.length > 0 && (
        <div className="account-add" data-testid="account-add">
          <SelectField label={t('account_add_currency')} value={currency} onChange={setCurrency} options={addable.map((iso) => ({ id: iso, text: iso }))} />
          <Button className="button" onPress={() => void add()} isPending={busy === 'add'} isDisabled={busy !== null || currency === null}>
            {t('account_add')}
          </Button>
        </div>
      )}
      <p className={`account-notice form-${notice?.kind ?? 'none'}`} role="status" data-testid="account-notice">
        {notice?.text ?? ''}
      </p>
    </div>
  );
}

/** The accounts island of `office/account`. */
export default function AccountManager({ locale, messages, lng, ...rest }: IslandI18nProps & Props) {
  return (
    <IslandI18n lng={lng} locale={locale} messages={messages}>
      <Accounts {...rest} />
    </IslandI18n>
  );
}
