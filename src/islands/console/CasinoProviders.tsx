/**
 * The console's casino providers (`casino.providers`): each provider's wallet protocol — ours
 * (Ed25519 signatures) or Hub88's (RSA-SHA256, amounts in 1/100,000) — and the fingerprints of the
 * public keys its calls are verified with. Staff holding the action on every brand change the
 * protocol and paste new public keys (SPKI PEM), with the reason above the list
 * (`POST /console-api/casino-providers/{id}`, audited); the wallet uses the change within 5 s.
 */
import { useState } from 'react';
import { Button, Label, TextArea, TextField } from 'react-aria-components';
import { ConsoleIsland, showToast } from './ConsoleIsland.tsx';
import { ReasonField, SelectField } from './fields.tsx';
import { consoleRequest } from '../../client/console/api.ts';
import { useT, type IslandI18nProps } from '../shell/i18n.tsx';
import type { ConsoleCasinoProvider } from '../../../schemas/casino-providers.ts';

interface Props {
  providers: ConsoleCasinoProvider[];
  canEdit: boolean;
}

type Protocol = ConsoleCasinoProvider['protocol'];

function KeyField({ label, value, onChange, name }: { label: string; value: string; onChange: (value: string) => void; name: string }) {
  return (
    <TextField className="field" name={name} value={value} onChange={onChange}>
      <Label>{label}</Label>
      <TextArea rows={4} spellCheck={false} placeholder="-----BEGIN PUBLIC KEY-----" />
    </TextField>
  );
}

function ProviderRow({ provider, canEdit, reason, onSaved }: { provider: ConsoleCasinoProvider; canEdit: boolean; reason: string; onSaved: (p: ConsoleCasinoProvider) => void }) {
  const t = useT();
  const [protocol, setProtocol] = useState<Protocol>(provider.protocol);
  const [ed25519, setEd25519] = useState('');
  const [rsa, setRsa] = useState('');
  const [error, setError] = useState<string | null>(null);
  const save = async () => {
    setError(null);
    try {
      const answer = await consoleRequest<{ provider: ConsoleCasinoProvider }>('POST', `/console-api/casino-providers/${provider.id}`, {
        protocol, reason, ...(ed25519.trim() ? { ed25519Pem: ed25519 } : {}), ...(rsa.trim() ? { rsaPem: rsa } : {}),
      });
      setEd25519('');
      setRsa('');
      onSaved(answer.provider);
      showToast(t('console_casino_providers_saved'));
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };
  const protocolLabel = (p: Protocol) => t(p === 'hub88' ? 'console_casino_providers_protocol_hub88' : 'console_casino_providers_protocol_ours');
  return (
    <li data-provider={provider.id} data-protocol={provider.protocol}>
      <p><strong>{provider.name}</strong> · <code>{provider.id}</code>{provider.enabled ? '' : ` · ${t('console_casino_providers_disabled')}`}</p>
      <dl className="facts">
        <dt>{t('console_casino_providers_protocol')}</dt>
        <dd data-testid={`provider-protocol-${provider.id}`}>{protocolLabel(provider.protocol)}</dd>
        <dt>{t('console_casino_providers_ed25519')}</dt>
        <dd><code>{provider.ed25519Fingerprint ?? t('console_casino_providers_no_key')}</code></dd>
        <dt>{t('console_casino_providers_rsa')}</dt>
        <dd><code>{provider.rsaFingerprint ? `${provider.rsaFingerprint} (RSA-${provider.rsaBits})` : t('console_casino_providers_no_key')}</code></dd>
      </dl>
      {provider.own && <p className="muted">{t('console_casino_providers_own')}</p>}
      {canEdit && (
        <>
          <SelectField label={t('console_casino_providers_protocol')} value={protocol} onChange={setProtocol} name="protocol"
            options={(['wallet-v1', 'hub88'] as const).map((p) => ({ value: p, label: protocolLabel(p) }))} />
          {!provider.own && <KeyField label={t('console_casino_providers_new_ed25519')} value={ed25519} onChange={setEd25519} name="ed25519Pem" />}
          {!provider.own && <KeyField label={t('console_casino_providers_new_rsa')} value={rsa} onChange={setRsa} name="rsaPem" />}
          <Button className="button" onPress={() => void save()} data-testid={`provider-save-${provider.id}`}>{t('console_casino_providers_save')}</Button>
        </>
      )}
      {error && <p role="alert" className="field-error">{error}</p>}
    </li>
  );
}

function Providers({ providers: initial, canEdit }: Props) {
  const [providers, setProviders] = useState(initial);
  const [reason, setReason] = useState('');
  return (
    <>
      {canEdit && <ReasonField value={reason} onChange={setReason} />}
      <ul className="console-list" data-testid="console-casino-providers">
        {providers.map((provider) => (
          <ProviderRow key={provider.id} provider={provider} canEdit={canEdit} reason={reason}
            onSaved={(next) => setProviders((all) => all.map((p) => (p.id === next.id ? next : p)))} />
        ))}
      </ul>
    </>
  );
}

/** The island. */
export default function CasinoProviders({ providers, canEdit, ...i18n }: IslandI18nProps & Props) {
  return (
    <ConsoleIsland {...i18n} withToasts>
      <Providers providers={providers} canEdit={canEdit} />
    </ConsoleIsland>
  );
}
